export { RatingBreakdown } from './RatingBreakdown';
export type { RatingBreakdownProps, RatingBreakdownRow } from './RatingBreakdown';
