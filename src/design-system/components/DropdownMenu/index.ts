export { DropdownMenu, DROPDOWN_MENU_ITEM_TONES } from './DropdownMenu';
export type { DropdownMenuEntry, DropdownMenuItemTone, DropdownMenuProps } from './DropdownMenu';
