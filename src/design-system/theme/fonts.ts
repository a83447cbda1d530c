// Side-effect module: registers the variable font faces (Latin via Inter, Arabic via Noto Sans Arabic).
// Kept out of global.css.ts because vanilla-extract evaluates .css.ts files at build time, not CSS imports.
import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-arabic';
import './font-fallbacks.css';
