import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Holds the ref when the tag itself is a link rendered by the app's router. */
export const root = style({ display: 'inline-flex', maxInlineSize: '100%' });

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    maxInlineSize: '100%',
    minBlockSize: vars.size.controlSm,
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.pill,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
  },
  variants: {
    selected: {
      true: {
        backgroundColor: vars.color.accentSurface,
        borderColor: vars.color.accentInk,
        color: vars.color.accentInk,
      },
      false: {},
    },
    removable: { true: { paddingInlineEnd: vars.space['1'] }, false: {} },
    interactive: {
      true: {
        cursor: 'pointer',
        selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
      },
      false: {},
    },
  },
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const remove = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
});
