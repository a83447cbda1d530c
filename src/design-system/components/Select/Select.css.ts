import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  justifyContent: 'space-between',
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minInlineSize: 0,
});

export const content = style({
  minInlineSize: 'var(--radix-select-trigger-width)',
  maxBlockSize: `min(${vars.size.listboxMaxHeight}, var(--radix-select-content-available-height))`,
});

export const itemIndicator = style({ marginInlineStart: 'auto', display: 'inline-flex' });

export const chevron = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });
