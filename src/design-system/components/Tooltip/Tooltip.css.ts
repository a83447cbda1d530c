import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { floatingMotion } from '../Popover/floating.css';

export const content = style([
  floatingMotion,
  {
    zIndex: vars.z.tooltip,
    maxInlineSize: `calc(${vars.size.sheetWidth} * 2 / 3)`,
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.sm,
    background: vars.color.text,
    color: vars.color.surface,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.normal,
    boxShadow: vars.shadow.sm,
  },
]);

export const arrow = style({ fill: vars.color.text });
