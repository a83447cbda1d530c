export { Rating, RATING_SIZES, starFills } from './Rating';
export type { RatingProps, RatingSize } from './Rating';
export { RatingInput, RATING_INPUT_SIZES } from './RatingInput';
export type { RatingInputProps, RatingInputSize } from './RatingInput';
