import { createElement, type Ref } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { LazyImage } from '../LazyImage/LazyImage';
import { Rating } from '../Rating/Rating';
import { renderAnchor, type RenderLink } from '../_renderLink';
import * as styles from './ShopCard.css';

type Follow = {
  followed: boolean;
  onToggleFollow: () => void;
  /** Button text when not following ("Follow") and when following ("Following"). */
  followLabel: string;
  followingLabel: string;
  /** The follow request is running: the button shows busy and ignores clicks. */
  followPending?: boolean;
};

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
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLElement>;
} & (Follow | { followed?: undefined; onToggleFollow?: undefined; followLabel?: undefined; followingLabel?: undefined; followPending?: undefined });

/** A seller in "All sellers" or "Followed shops": logo, name, rating, product count and a follow button. */
export function ShopCard(props: ShopCardProps) {
  const { name, href, renderLink = renderAnchor, logoSrc, bannerSrc, rating, productCountLabel, verifiedLabel, headingLevel = 3, ref } = props;
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
          {createElement(`h${headingLevel}`, { className: styles.name, title: name }, renderLink({ href, className: styles.nameLink, children: name }))}
          <div className={styles.meta}>
            {verifiedLabel ? (
              <Badge tone="positive" variant="subtle" icon="check">
                {verifiedLabel}
              </Badge>
            ) : null}
            {rating ? <Rating value={rating.value} label={rating.label} count={rating.count} size="sm" /> : null}
            {productCountLabel ? <span>{productCountLabel}</span> : null}
          </div>
        </div>
      </div>
      {props.onToggleFollow ? (
        <div className={styles.footer}>
          <Button
            fullWidth
            size="sm"
            variant={props.followed ? 'soft' : 'outline'}
            tone={props.followed ? 'accent' : 'neutral'}
            iconStart={props.followed ? 'check' : 'plus'}
            loading={props.followPending}
            onClick={props.onToggleFollow}
          >
            {props.followed ? props.followingLabel : props.followLabel}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
