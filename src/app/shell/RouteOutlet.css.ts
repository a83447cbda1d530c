import { style } from '@vanilla-extract/css';

/** The outlet's wrapper takes no part in the layout while its screen is shown. */
export const transparent = style({ display: 'contents' });
