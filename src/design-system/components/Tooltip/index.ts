export { Tooltip, TOOLTIP_SIDES } from './Tooltip';
export type { TooltipProps, TooltipSide } from './Tooltip';
