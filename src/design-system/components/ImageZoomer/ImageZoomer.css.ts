import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQuery, reducedMotion } from '../../theme/tokens';

export const visibleVar = createVar();
export const lensSizeVar = createVar();
export const lensStartVar = createVar();
export const lensTopVar = createVar();
export const paneImageVar = createVar();
export const paneSizeVar = createVar();
export const panePositionVar = createVar();

const thumbGap = vars.space['2'];
const verticalThumb = vars.space['16'];

// The strip sits on any side; "left"/"right" are the inline start/end, so they mirror in RTL.
export const root = recipe({
  base: { display: 'grid', gap: vars.space['3'], minInlineSize: 0, vars: { [visibleVar]: '4' } },
  variants: {
    scroller: {
      bottom: { gridTemplateAreas: '"stage" "strip"', gridTemplateColumns: 'minmax(0, 1fr)' },
      top: { gridTemplateAreas: '"strip" "stage"', gridTemplateColumns: 'minmax(0, 1fr)' },
      left: {
        gridTemplateAreas: '"strip stage"',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        alignItems: 'start',
      },
      right: {
        gridTemplateAreas: '"stage strip"',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'start',
      },
    },
  },
});

export const stage = style({ gridArea: 'stage', position: 'relative', minInlineSize: 0 });

export const preview = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'zoom-in',
  touchAction: 'manipulation',
  selectors: {
    '&[aria-pressed="true"]': { cursor: 'zoom-out', touchAction: 'none' },
  },
});

export const lens = style({
  position: 'absolute',
  insetInlineStart: lensStartVar,
  insetBlockStart: lensTopVar,
  inlineSize: lensSizeVar,
  blockSize: lensSizeVar,
  border: `${vars.size.hairline} solid ${vars.color.accent}`,
  background: vars.color.accentSurface,
  opacity: 0.5,
  pointerEvents: 'none',
});

export const pane = recipe({
  base: {
    position: 'absolute',
    zIndex: vars.z.dropdown,
    // Over the preview on small or touch screens …
    inset: 0,
    borderRadius: vars.radius.md,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    backgroundColor: vars.color.surface,
    backgroundImage: paneImageVar,
    backgroundRepeat: 'no-repeat',
    backgroundSize: paneSizeVar,
    backgroundPosition: panePositionVar,
    pointerEvents: 'none',
  },
  variants: {
    // … beside it on wide screens with a pointer that hovers.
    side: {
      left: {
        '@media': {
          [`${mediaQuery('desktop')} and (hover: hover)`]: {
            insetInlineStart: 'auto',
            insetInlineEnd: `calc(100% + ${vars.space['4']})`,
            inlineSize: '100%',
          },
        },
      },
      right: {
        '@media': {
          [`${mediaQuery('desktop')} and (hover: hover)`]: {
            insetInlineEnd: 'auto',
            insetInlineStart: `calc(100% + ${vars.space['4']})`,
            inlineSize: '100%',
          },
        },
      },
    },
  },
});

export const strip = recipe({
  base: { gridArea: 'strip', display: 'flex', alignItems: 'center', gap: vars.space['1'], minInlineSize: 0 },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'row' },
      vertical: { flexDirection: 'column', inlineSize: verticalThumb },
    },
  },
});

export const track = recipe({
  base: {
    display: 'flex',
    gap: thumbGap,
    margin: 0,
    padding: vars.size.focusRingWidth,
    listStyle: 'none',
    scrollbarWidth: 'none',
    scrollBehavior: 'smooth',
    '@media': { [reducedMotion]: { scrollBehavior: 'auto' } },
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  },
  variants: {
    orientation: {
      horizontal: {
        flex: '1 1 auto',
        minInlineSize: 0,
        flexDirection: 'row',
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
      },
      vertical: {
        flexDirection: 'column',
        overflowY: 'auto',
        scrollSnapType: 'y mandatory',
        inlineSize: '100%',
        maxBlockSize: `calc(${visibleVar} * ${verticalThumb} + (${visibleVar} - 1) * ${thumbGap} + 2 * ${vars.size.focusRingWidth})`,
      },
    },
  },
});

export const thumbItem = recipe({
  base: { flex: 'none', scrollSnapAlign: 'start' },
  variants: {
    orientation: {
      horizontal: { inlineSize: `calc((100% - (${visibleVar} - 1) * ${thumbGap}) / ${visibleVar})` },
      vertical: { inlineSize: '100%' },
    },
  },
});

export const thumb = style({
  display: 'block',
  inlineSize: '100%',
  padding: 0,
  border: `${vars.size.borderThick} solid transparent`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-current="true"]': { borderColor: vars.color.accent },
  },
});

globalStyle(`${thumb} img`, { display: 'block' });
