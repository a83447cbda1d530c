import { style } from '@vanilla-extract/css';

/**
 * The first screen's placeholder fills the viewport, so the footer starts below the fold and is not pushed down
 * (a layout shift) when the screen arrives.
 */
export const fillViewport = style({ minBlockSize: '100vh' });
