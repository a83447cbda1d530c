/**
 * The custom property the page's root carries while a bar is docked at the screen's end (a shop's privacy notice):
 * the bar's height and a gap, set by whoever docks it (the app's `useScrollClearance`). What else sits at that end
 * stays clear of the bar: the toasts stack above it, and the page's footer grows by as much so that its last
 * controls can scroll above it (scroll padding alone cannot scroll a page past its end).
 */
export const DOCKED_END_CLEARANCE = '--docked-end-clearance';

/** The clearance in a stylesheet: nothing while no bar is docked. */
export const dockedEndClearance = `var(${DOCKED_END_CLEARANCE}, 0px)`;
