import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  minInlineSize: 0,
  padding: vars.space['3'],
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm } },
});

export const logo = style({ inlineSize: '100%' });

export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxInlineSize: '100%',
});
