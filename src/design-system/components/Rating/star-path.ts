/** One five-pointed star in a 24 × 24 box: the read-only rating's mask, the input's and the breakdown's SVG. */
export const STAR_PATH =
  'M12 2.6l2.85 5.92 6.45.86-4.72 4.5 1.2 6.42L12 17.2l-5.78 3.1 1.2-6.42-4.72-4.5 6.45-.86z';
