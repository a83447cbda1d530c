export { ColourSwitcher, COLOUR_SWITCHER_PLACEMENTS } from './ColourSwitcher';
export type {
  ColourSwitcherLabels,
  ColourSwitcherPlacement,
  ColourSwitcherProps,
  DemoColours,
} from './ColourSwitcher';
export { normaliseHex } from './hexColour';
