import { createElement, type Ref } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { LazyImage } from '../LazyImage/LazyImage';
import { Rating } from '../Rating/Rating';
import { renderAnchor, type RenderLink } from '../_renderLink';
import * as styles from './ShopCard.css';
import { OwnWords } from '../Text/OwnWords';

export type ShopCardProps = {
  name: string;
  href: string;
  renderLink?: RenderLink;
  logoSrc?: string;
  /** Optional wide cover picture (3:1). */
  bannerSrc?: string;
  rating?: { value: number; label: string; count?: string };
  /** e.g. "128 products". */
  productCountLabel?: string;
  /** Badge text for verified sellers, e.g. "Verified". */
  verifiedLabel?: string;
  followed?: boolean;
  /** Shows the follow button (with both labels). */
  onToggleFollow?: () => void;
  /** Button text when not following ("Follow") and when following ("Following"). */
  followLabel?: string;
  followingLabel?: string;
  /** The follow request is running: the button shows busy and ignores clicks. */
  followPending?: boolean;
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLElement>;
};

/** A seller in "All sellers" or "Followed shops": logo, name, rating, product count and a follow button. */
export function ShopCard({
  name,
  href,
  renderLink = renderAnchor,
  logoSrc,
  bannerSrc,
  rating,
  productCountLabel,
  verifiedLabel,
  followed = false,
  onToggleFollow,
  followLabel,
  followingLabel,
  followPending,
  headingLevel = 3,
  ref,
}: ShopCardProps) {
  return (
    <article ref={ref} className={styles.card}>
      {bannerSrc ? (
        <div className={styles.banner}>
          <LazyImage src={bannerSrc} alt="" width={3} height={1} />
        </div>
      ) : null}
      <div className={styles.body}>
        <Avatar name={name} src={logoSrc} size="lg" shape="square" decorative />
        <div className={styles.identity}>
          {createElement(
            `h${headingLevel}`,
            { className: styles.name, title: name },
            renderLink({ href, className: styles.nameLink, children: <OwnWords>{name}</OwnWords> }),
          )}
          <div className={styles.meta}>
            {verifiedLabel ? (
              <Badge tone="positive" variant="subtle" icon="check">
                {verifiedLabel}
              </Badge>
            ) : null}
            {rating ? (
              <Rating value={rating.value} label={rating.label} count={rating.count} size="sm" />
            ) : null}
            {productCountLabel ? <span>{productCountLabel}</span> : null}
          </div>
        </div>
      </div>
      {onToggleFollow && followLabel && followingLabel ? (
        <div className={styles.footer}>
          <Button
            fullWidth
            size="sm"
            variant={followed ? 'soft' : 'outline'}
            tone={followed ? 'accent' : 'neutral'}
            iconStart={followed ? 'check' : 'plus'}
            loading={followPending}
            onClick={onToggleFollow}
          >
            {followed ? followingLabel : followLabel}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
