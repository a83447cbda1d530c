import type { Ref } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import { tokenVar } from '../../theme/tokens';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { aspectRatioVar, root as pictureBox } from '../LazyImage/LazyImage.css';
import * as styles from './ProductCard.css';

export type ProductCardSkeletonProps = {
  /** Same picture proportions as the real cards (defaults to square). */
  imageWidth?: number;
  imageHeight?: number;
  /** Match the real card's optional rows, so the swap causes no shift. */
  showShop?: boolean;
  showRating?: boolean;
  showAddToCart?: boolean;
  animated?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/** Placeholder with the exact box of a ProductCard; hidden from assistive technology. */
export function ProductCardSkeleton({
  imageWidth = 1,
  imageHeight = 1,
  showShop = false,
  showRating = true,
  showAddToCart = true,
  animated = true,
  ref,
}: ProductCardSkeletonProps) {
  return (
    <div ref={ref} className={styles.card} aria-hidden="true" data-skeleton="">
      <div className={styles.media}>
        {/* The same reserved-ratio box (and placeholder colour) the real picture uses. */}
        <span
          className={pictureBox()}
          style={assignInlineVars({ [aspectRatioVar]: `${imageWidth} / ${imageHeight}` })}
        />
      </div>
      <div className={styles.body}>
        {showShop ? (
          <Skeleton shape="rect" width="40%" height={styles.shopBlockSize} animated={animated} />
        ) : null}
        <Skeleton shape="text" lines={2} width="90%" height={styles.nameLineSize} animated={animated} />
        {showRating ? (
          <Skeleton shape="rect" width="35%" height={styles.ratingBlockSize} animated={animated} />
        ) : null}
        <div className={styles.price}>
          <Skeleton
            shape="rect"
            width="45%"
            height={`calc(${styles.priceBlockSize} * 0.8)`}
            animated={animated}
          />
        </div>
      </div>
      {showAddToCart ? (
        <div className={styles.footer}>
          <Skeleton shape="rect" height={tokenVar('size', 'controlMd')} animated={animated} />
        </div>
      ) : null}
    </div>
  );
}
