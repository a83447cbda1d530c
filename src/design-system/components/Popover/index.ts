export { Popover, preloadPopover, POPOVER_ALIGNS, POPOVER_SIDES, POPOVER_WIDTHS } from './Popover';
export type { PopoverAlign, PopoverProps, PopoverSide, PopoverWidth } from './Popover';
