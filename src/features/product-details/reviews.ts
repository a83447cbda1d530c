// What the reviews section derives from the backend's answers (backend-api §2.4, §4.3).
import type { Review, ReviewPercentages } from '@/api-generated/model';

export interface StarRow {
  stars: 5 | 4 | 3 | 2 | 1;
  percent: number;
  /** Reviews with this many stars: the backend sends shares, the total makes them counts again. */
  count: number;
}

/** 5★ first. Counts are rounded from the shares; they never exceed the total. */
export function starRows(percentages: ReviewPercentages, total: number): StarRow[] {
  return ([5, 4, 3, 2, 1] as const).map((stars) => {
    const percent = Math.min(Math.max(percentages[stars], 0), 100);
    return { stars, percent, count: Math.min(total, Math.round((percent * total) / 100)) };
  });
}

/** The backend decides "already liked" by the current user's id among the review's likes. */
export const likedBy = (review: Pick<Review, 'review_likes'>, userId: number | null | undefined): boolean =>
  userId !== null && userId !== undefined && review.review_likes.some((like) => like.user_id === userId);
