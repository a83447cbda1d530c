import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Hidden from sight, present for assistive technology (the clip pattern, written with logical sizes).
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: vars.size.hairline,
  blockSize: vars.size.hairline,
  padding: 0,
  margin: `calc(${vars.size.hairline} * -1)`,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Becomes visible when focused (skip links). */
export const visuallyHiddenFocusable = style({
  selectors: {
    '&:not(:focus):not(:focus-within)': {
      position: 'absolute',
      inlineSize: vars.size.hairline,
      blockSize: vars.size.hairline,
      padding: 0,
      margin: `calc(${vars.size.hairline} * -1)`,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});
