import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { PAGE_ROOT_ATTRIBUTE } from '../../theme/scroll-lock';

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

// While the list is open, Radix sets `pointer-events: none` on <body> so that a tap outside the list closes it and
// reaches nothing else. Inherited, that restyled every element of the page in the tap that opened the list and again
// in the one that chose (on a listing, 41–130 ms at 4× CPU each), as it did for a modal (ADR 070). A transparent
// backdrop under the list (SelectListbox's `useBackdrop`) takes those pointer events instead, and the element holding
// the page keeps its own `pointer-events: auto`, so the change stops there.
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.dropdown,
  pointerEvents: 'auto',
});

globalStyle(`body:has(> ${backdrop}) > [${PAGE_ROOT_ATTRIBUTE}]`, { pointerEvents: 'auto' });
