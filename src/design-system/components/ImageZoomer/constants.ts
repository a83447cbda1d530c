// Image zoomer behaviour (storefront spec §2, §5, §9).

/** The zoom pane shows the large image at this many times the preview's size. */
export const ZOOM_FACTOR = 4;
/** Hovering the preview this long (ms) before the zoom opens, so passing pointers do not flash it. */
export const HOVER_DELAY_MS = 300;
/** Thumbnails visible in the strip at once. */
export const VISIBLE_THUMBS = 4;
/** One arrow-key press moves the zoom lens by this share of the preview. */
export const KEYBOARD_STEP = 0.05;

export const SCROLLER_POSITIONS = ['left', 'right', 'top', 'bottom'] as const;
export const BUTTON_STYLES = ['fill', 'line'] as const;
export const PANE_POSITIONS = ['left', 'right'] as const;

export type ScrollerPosition = (typeof SCROLLER_POSITIONS)[number];
export type ZoomerButtonStyle = (typeof BUTTON_STYLES)[number];
export type PanePosition = (typeof PANE_POSITIONS)[number];
