import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space['6'],
    },
  },
});

export const radio = style({
  borderRadius: vars.radius.pill,
  selectors: {
    // A dot instead of a filled box: white ring on the accent.
    '&[data-state="checked"]': { background: vars.color.surface, borderColor: vars.color.accent },
  },
});

export const dot = style({
  inlineSize: '50%',
  blockSize: '50%',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  selectors: {
    '[data-state="unchecked"] > &': { display: 'none' },
    '[data-disabled] > &': { background: vars.color.textMuted },
  },
});
