import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const perViewBase = createVar();
export const perViewTablet = createVar();
export const perViewDesktop = createVar();
const perView = createVar();
export const gapVar = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minInlineSize: 0,
});

export const viewport = style({ overflow: 'hidden', minInlineSize: 0 });

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginInlineStart: `calc(${gapVar} * -1)`,
  vars: { [gapVar]: vars.space['4'] },
});

export const slide = style({
  flex: `0 0 calc(100% / ${perView})`,
  minInlineSize: 0,
  paddingInlineStart: gapVar,
  vars: { [perView]: fallbackVar(perViewBase, '1') },
  '@media': {
    [mediaQuery('tablet')]: { vars: { [perView]: fallbackVar(perViewTablet, perViewBase, '1') } },
    [mediaQuery('desktop')]: {
      vars: { [perView]: fallbackVar(perViewDesktop, perViewTablet, perViewBase, '1') },
    },
  },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dotButton = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
});

export const dot = recipe({
  base: {
    display: 'block',
    inlineSize: vars.space['2'],
    blockSize: vars.space['2'],
    borderRadius: vars.radius.pill,
    background: vars.color.borderStrong,
  },
  variants: {
    selected: { true: { background: vars.color.accent, inlineSize: vars.space['4'] }, false: {} },
  },
});
