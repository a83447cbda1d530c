import type { Ref } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Skeleton.css';

export const SKELETON_SHAPES = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];

export type SkeletonProps = {
  shape?: SkeletonShape;
  /** Any CSS length; prefer theme values (`vars.size.controlMd`) or percentages. Defaults to the full width. */
  width?: string;
  /** Any CSS length. Text defaults to one line of the surrounding font; rect to 1em. */
  height?: string;
  /** Text only: number of lines, the last one shorter, like a paragraph. */
  lines?: number;
  /** The moving highlight; always off when the shopper prefers reduced motion. */
  animated?: boolean;
  ref?: Ref<HTMLSpanElement>;
};

/**
 * A placeholder in the shape of content that is still loading. Hidden from assistive technology: announce
 * loading once, where the region is (aria-busy, a Spinner label), not per placeholder.
 */
export function Skeleton({ shape = 'rect', width, height, lines = 1, animated = true, ref }: SkeletonProps) {
  const sizeVars = assignInlineVars({
    ...(width ? { [styles.widthVar]: width } : {}),
    ...(height ? { [styles.heightVar]: height } : {}),
  });
  if (shape === 'text' && lines > 1) {
    return (
      <span ref={ref} className={styles.lines} style={sizeVars} aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className={index === lines - 1 ? styles.lastLine : styles.line}>
            <span
              className={styles.block({ shape, animated })}
              style={height ? assignInlineVars({ [styles.heightVar]: height }) : undefined}
            />
          </span>
        ))}
      </span>
    );
  }
  return (
    <span
      ref={ref}
      className={styles.block({ shape, animated })}
      style={sizeVars}
      aria-hidden="true"
      data-skeleton=""
    />
  );
}
