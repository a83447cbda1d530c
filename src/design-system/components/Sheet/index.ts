export { Sheet, preloadSheet, SHEET_SIDES } from './Sheet';
export type { SheetProps, SheetSide } from './Sheet';
