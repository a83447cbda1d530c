// Side-effect entry for the design system's global CSS: font faces, the :root token values, resets.
// Imported once by ThemeProvider (and therefore by the app shell and Storybook's preview).
import './fonts';
import './contract.css';
import './global.css';
