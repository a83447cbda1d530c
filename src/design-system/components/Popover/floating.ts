// Placement numbers for Radix floating content (Popover, DropdownMenu, Tooltip). Radix takes pixels.

/** Gap between the trigger and the floating surface. */
export const FLOATING_OFFSET = 6;
/** Minimum distance kept from the viewport edges when the surface flips or shifts. */
export const COLLISION_PADDING = 8;
export const ARROW_WIDTH = 12;
export const ARROW_HEIGHT = 6;
