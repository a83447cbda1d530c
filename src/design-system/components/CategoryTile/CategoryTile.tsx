import type { Ref } from 'react';
import { LazyImage } from '../LazyImage/LazyImage';
import { renderAnchor, type RenderLink } from '../_renderLink';
import * as styles from './CategoryTile.css';

export const CATEGORY_TILE_SHAPES = ['square', 'circle'] as const;
export type CategoryTileShape = (typeof CATEGORY_TILE_SHAPES)[number];

export type CategoryTileProps = {
  name: string;
  href: string;
  renderLink?: RenderLink;
  imageSrc: string;
  /** e.g. "1,204 products". */
  countLabel?: string;
  shape?: CategoryTileShape;
  imagePriority?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/** A category shortcut: picture and name, the whole tile one link. */
export function CategoryTile({
  name,
  href,
  renderLink = renderAnchor,
  imageSrc,
  countLabel,
  shape = 'circle',
  imagePriority,
  ref,
}: CategoryTileProps) {
  return (
    <div ref={ref}>
      {renderLink({
        href,
        className: styles.tile,
        children: (
          <>
            <span className={styles.picture({ shape })}>
              {/* Decorative: the name below is the link text. */}
              <LazyImage
                src={imageSrc}
                alt=""
                width={1}
                height={1}
                radius={shape === 'circle' ? 'pill' : 'md'}
                priority={imagePriority}
              />
            </span>
            <span className={styles.name}>{name}</span>
            {countLabel ? <span className={styles.count}>{countLabel}</span> : null}
          </>
        ),
      })}
    </div>
  );
}
