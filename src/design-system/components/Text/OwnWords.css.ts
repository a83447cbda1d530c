import { style } from '@vanilla-extract/css';

// The words keep their line's font: the theme's `:lang(ar)` rule (theme/global.css.ts) would give a bare span inside
// a heading the Arabic body stack instead of the heading's own.
export const ownWords = style({ selectors: { '&:lang(ar)': { fontFamily: 'inherit' } } });
