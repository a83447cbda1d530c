// The design system's surface for stylesheets: what a `*.css.ts` outside the design system imports (the theme
// contract and the media queries), instead of '@/design-system'. vanilla-extract runs a stylesheet's imports when it
// compiles it and makes the CSS it emits import every stylesheet that run reached: through the main barrel, that
// was every component's CSS, in the first route's render-blocking stylesheet (docs/performance.md, "Styles").
export { vars } from './theme/contract.css';
export { breakpoints, mediaQuery, reducedMotion, type Breakpoint } from './theme/tokens';
