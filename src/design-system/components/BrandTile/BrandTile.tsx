import type { Ref } from 'react';
import { LazyImage } from '../LazyImage/LazyImage';
import { renderAnchor, type RenderLink } from '../_renderLink';
import * as styles from './BrandTile.css';

export type BrandTileProps = {
  name: string;
  href: string;
  renderLink?: RenderLink;
  logoSrc: string;
  /** Logo proportions (defaults to 2:1). */
  logoWidth?: number;
  logoHeight?: number;
  /** Write the name under the logo; otherwise it is the logo's alternative text (and so the link's name). */
  showName?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/** A brand in "All brands" or a brand strip: its logo, linking to the brand's products. */
export function BrandTile({
  name,
  href,
  renderLink = renderAnchor,
  logoSrc,
  logoWidth = 2,
  logoHeight = 1,
  showName = false,
  ref,
}: BrandTileProps) {
  return (
    <div ref={ref}>
      {renderLink({
        href,
        className: styles.tile,
        children: (
          <>
            <span className={styles.logo}>
              <LazyImage
                src={logoSrc}
                alt={showName ? '' : name}
                width={logoWidth}
                height={logoHeight}
                fit="contain"
                radius="sm"
              />
            </span>
            {showName ? <span className={styles.name}>{name}</span> : null}
          </>
        ),
      })}
    </div>
  );
}
