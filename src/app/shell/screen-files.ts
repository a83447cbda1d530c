/** The build's list of the other screens' files (ADR 035): written by the build, read by the idle prefetch. */
export const SCREEN_FILES = 'screen-files.json';
