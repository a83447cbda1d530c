// Public surface of the design system. Features import from '@/design-system' only; their stylesheets (`*.css.ts`)
// take the theme from '@/design-system/styles' (ADR 045).

// ── theme ────────────────────────────────────────────────────────────────────────────────────────────
export { vars } from './theme/contract.css';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export { offscreenSection } from './theme/offscreen.css';
export { useBreakpoint, useMediaQuery, useReducedMotion } from './hooks/useMediaQuery';
export * as tokens from './theme/tokens';
export { breakpoints, mediaQuery, reducedMotion, type Breakpoint } from './theme/tokens';
export { ThemeProvider, type ThemeProviderProps } from './theme/ThemeProvider';
export { DirectionProvider, useDirection, directions, type TextDirection } from './theme/direction';
export { usePortalContainer, PortalContainerContext } from './theme/portal';
export {
  applyThemeOverrides,
  clearThemeOverrides,
  resolveThemeOverrides,
  type ThemeAdjustment,
  type ThemeOverrideResult,
  type ThemeOverrides,
} from './theme/runtime';
export {
  AA_LARGE_TEXT,
  AA_NON_TEXT,
  AA_TEXT,
  contrastRatio,
  darken,
  ensureContrast,
  isHexColor,
  lighten,
  meetsContrast,
  parseHex,
  readableTextOn,
  relativeLuminance,
} from './theme/contrast';

// ── layout ───────────────────────────────────────────────────────────────────────────────────────────
export * from './components/Box';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/Grid';
export * from './components/Container';
export * from './components/Divider';
export * from './components/Panel';
export * from './components/VisuallyHidden';

// ── typography and media ─────────────────────────────────────────────────────────────────────────────
export * from './components/Text';
export * from './components/Heading';
export * from './components/Link';
export * from './components/Icon';

// ── actions and inputs ───────────────────────────────────────────────────────────────────────────────
export * from './components/Button';
export * from './components/IconButton';
export * from './components/FormField';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/Textarea';
export * from './components/Select';
export * from './components/Combobox';
export * from './components/Checkbox';
export * from './components/RadioGroup';
export * from './components/Switch';
export * from './components/QuantityStepper';
export * from './components/RangeSlider';
export * from './components/FileInput';

// ── components B (overlays, navigation, commerce, media; built alongside) ──────────────────────────
export * from './components/Dialog';
export * from './components/Sheet';
export * from './components/Popover';
export * from './components/DropdownMenu';
export * from './components/Tooltip';
export * from './components/Toast';
export * from './components/Tabs';
export * from './components/Accordion';
export * from './components/Breadcrumbs';
export * from './components/Pagination';
export * from './components/LoadMore';
export * from './components/Stepper';
export * from './components/Price';
export * from './components/Badge';
export * from './components/Tag';
export * from './components/Rating';
export * from './components/RatingBreakdown';
export * from './components/Countdown';
export * from './components/Carousel';
export * from './components/EmptyState';
export * from './components/ErrorState';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/Avatar';
export * from './components/LazyImage';
export * from './components/NavigationProgress';
export * from './components/ColourSwitcher';
export * from './components/SafeHtml';
export * from './components/DataTable';
export * from './components/ProductCard';
export * from './components/ShopCard';
export * from './components/CategoryTile';
export * from './components/BrandTile';
export * from './components/BlogCard';
export * from './components/ComparisonTable';
export * from './components/VideoCard';
export * from './components/ImageZoomer';
export * from './components/SectionErrorBoundary';
