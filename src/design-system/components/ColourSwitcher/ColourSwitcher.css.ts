import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQuery, reducedMotion } from '../../theme/tokens';

export const root = recipe({
  base: { display: 'flex', alignItems: 'flex-start', fontFamily: vars.font.body, color: vars.color.text },
  variants: {
    placement: {
      // Docked to the inline-end edge of the viewport, over the page; only where there is room beside the
      // content (desktop). On narrower screens the app shows it inline (the phone menu), never over content.
      fixed: {
        display: 'none',
        position: 'fixed',
        insetInlineEnd: 0,
        insetBlockStart: '25vh',
        zIndex: vars.z.sticky,
        '@media': { [mediaQuery('desktop')]: { display: 'flex' } },
      },
      inline: { position: 'relative' },
    },
  },
  defaultVariants: { placement: 'fixed' },
});

export const toggle = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderInlineEnd: 0,
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.accentInk } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  inlineSize: `calc(${vars.size.sheetWidth} * 3 / 4)`,
  maxInlineSize: `calc(100vw - ${vars.size.controlLg})`,
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderEndStartRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const field = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['1'] });

export const fieldLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const inputs = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'center',
  minInlineSize: 0,
});

export const swatch = style({
  flex: 'none',
  inlineSize: vars.size.controlMd,
  blockSize: vars.size.controlMd,
  padding: vars.space['0.5'],
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
});

export const hex = style({
  flex: '1 1 0',
  minInlineSize: 0,
  blockSize: vars.size.controlMd,
  paddingInline: vars.space['2'],
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical } },
});

export const error = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.critical });
