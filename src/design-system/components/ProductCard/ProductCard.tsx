import { createElement, type ReactNode, type Ref } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { LazyImage } from '../LazyImage/LazyImage';
import { Price } from '../Price/Price';
import { Rating } from '../Rating/Rating';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { renderAnchor, type RenderLink } from '../_renderLink';
import * as styles from './ProductCard.css';
import { OwnWords } from '../Text/OwnWords';

export const ADD_TO_CART_STATES = ['idle', 'loading', 'added'] as const;
export type AddToCartState = (typeof ADD_TO_CART_STATES)[number];

export type ProductCardImage = {
  src: string;
  width: number;
  height: number;
  /** Leave empty (the default): the product name right below already says what the picture shows. */
  alt?: string;
  srcSet?: string;
  sizes?: string;
  errorSrc?: string;
};

export type ProductCardLabels = {
  currentPrice: string;
  originalPrice: string;
  /** Toggle button name; its pressed state says whether the product is saved. */
  wishlist: string;
  compare: string;
  quickView: string;
  addToCart: string;
  /** Announced while adding ("Adding to cart"). */
  adding: string;
  /** Shown and announced once added ("Added to cart"). */
  added: string;
};

export type ProductCardProps = {
  name: string;
  href: string;
  renderLink?: RenderLink;
  image: ProductCardImage;
  /** For the first cards above the fold (LCP): loads the image eagerly. */
  imagePriority?: boolean;
  /** Already formatted. */
  price: string;
  originalPrice?: string;
  shopName?: string;
  rating?: { value: number; label: string; count?: string };
  /** Discount badge text, e.g. "-20%". */
  discountLabel?: string;
  /** Set when the product cannot be bought: shows a badge and disables add to cart. */
  outOfStockLabel?: string;
  /** Reward badge text, e.g. "+40 points". */
  rewardLabel?: string;
  /** A badge slot after the others, for what the app knows of the shopper (e.g. "In cart (2)"); may render nothing. */
  mark?: ReactNode;
  labels: ProductCardLabels;
  wishlisted?: boolean;
  /** Each action shows only when its callback is given. */
  onToggleWishlist?: () => void;
  compared?: boolean;
  onCompare?: () => void;
  onQuickView?: () => void;
  onAddToCart?: () => void;
  addToCartState?: AddToCartState;
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLElement>;
};

/** A product in a grid or row: picture, badges, name, rating, price and the shopper's quick actions. */
export function ProductCard({
  name,
  href,
  renderLink = renderAnchor,
  image,
  imagePriority = false,
  price,
  originalPrice,
  shopName,
  rating,
  discountLabel,
  outOfStockLabel,
  rewardLabel,
  mark,
  labels,
  wishlisted = false,
  onToggleWishlist,
  compared = false,
  onCompare,
  onQuickView,
  onAddToCart,
  addToCartState = 'idle',
  headingLevel = 3,
  ref,
}: ProductCardProps) {
  const outOfStock = outOfStockLabel !== undefined;
  const hasActions = onToggleWishlist || onCompare || onQuickView;
  return (
    <article ref={ref} className={styles.card} data-out-of-stock={outOfStock || undefined}>
      <div className={styles.media}>
        <LazyImage
          src={image.src}
          alt={image.alt ?? ''}
          width={image.width}
          height={image.height}
          srcSet={image.srcSet}
          sizes={image.sizes}
          errorSrc={image.errorSrc}
          priority={imagePriority}
        />
        {discountLabel || outOfStockLabel || rewardLabel || mark ? (
          <div className={styles.badges}>
            {discountLabel ? (
              <Badge tone="critical" variant="solid">
                {discountLabel}
              </Badge>
            ) : null}
            {outOfStockLabel ? (
              <Badge tone="neutral" variant="solid">
                {outOfStockLabel}
              </Badge>
            ) : null}
            {rewardLabel ? (
              <Badge tone="accent" variant="subtle" icon="gift">
                {rewardLabel}
              </Badge>
            ) : null}
            {mark}
          </div>
        ) : null}
        {hasActions ? (
          <div className={styles.actions}>
            {onToggleWishlist ? (
              <IconButton
                icon={wishlisted ? 'heart-filled' : 'heart'}
                label={labels.wishlist}
                pressed={wishlisted}
                tone={wishlisted ? 'critical' : 'neutral'}
                size="sm"
                shape="round"
                onClick={onToggleWishlist}
              />
            ) : null}
            {onCompare ? (
              <IconButton
                icon="compare"
                label={labels.compare}
                pressed={compared}
                size="sm"
                shape="round"
                onClick={onCompare}
              />
            ) : null}
            {onQuickView ? (
              <IconButton icon="eye" label={labels.quickView} size="sm" shape="round" onClick={onQuickView} />
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        {shopName !== undefined ? <p className={styles.shop}>{shopName}</p> : null}
        {createElement(
          `h${headingLevel}`,
          { className: styles.name, title: name },
          renderLink({ href, className: styles.nameLink, children: <OwnWords>{name}</OwnWords> }),
        )}
        {rating ? (
          <div className={styles.rating}>
            <Rating value={rating.value} label={rating.label} count={rating.count} size="sm" />
          </div>
        ) : null}
        <div className={styles.price}>
          {originalPrice !== undefined ? (
            <Price
              price={price}
              originalPrice={originalPrice}
              currentPriceLabel={labels.currentPrice}
              originalPriceLabel={labels.originalPrice}
            />
          ) : (
            <Price price={price} />
          )}
        </div>
      </div>
      {onAddToCart ? (
        <div className={styles.footer}>
          {outOfStock ? (
            <Button fullWidth disabled variant="outline" tone="neutral">
              <span className={styles.wrappingLabel}>{outOfStockLabel}</span>
            </Button>
          ) : addToCartState === 'added' ? (
            <Button fullWidth variant="soft" tone="positive" iconStart="check" onClick={onAddToCart}>
              <span className={styles.cartLabel}>{labels.added}</span>
            </Button>
          ) : (
            <Button
              fullWidth
              iconStart="cart"
              loading={addToCartState === 'loading'}
              loadingLabel={labels.adding}
              onClick={onAddToCart}
            >
              <span className={styles.cartLabel}>{labels.addToCart}</span>
            </Button>
          )}
          <VisuallyHidden role="status">
            {addToCartState === 'added' ? labels.added : addToCartState === 'loading' ? labels.adding : ''}
          </VisuallyHidden>
        </div>
      ) : null}
    </article>
  );
}
