import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import {
  tokenName,
  colorTokens,
  fontFamilyTokens,
  fontSizeTokens,
  fontWeightTokens,
  lineHeightTokens,
  motionTokens,
  radiusTokens,
  shadowTokens,
  sizeTokens,
  spaceTokens,
  zIndexTokens,
} from './tokens';

const nulls = <T extends Record<string, string>>(tokens: T) =>
  Object.fromEntries(Object.keys(tokens).map((k) => [k, null])) as { [K in keyof T]: null };

// Stable, prefixed CSS variable names (--mf-color-accent …): the shop's settings and the demo colour switcher
// override them at run time, so they are part of the public theming API and must not be hashed.
export const vars = createGlobalThemeContract(
  {
    color: nulls(colorTokens),
    space: nulls(spaceTokens),
    radius: nulls(radiusTokens),
    font: nulls(fontFamilyTokens),
    fontSize: nulls(fontSizeTokens),
    fontWeight: nulls(fontWeightTokens),
    lineHeight: nulls(lineHeightTokens),
    shadow: nulls(shadowTokens),
    z: nulls(zIndexTokens),
    motion: nulls(motionTokens),
    size: nulls(sizeTokens),
  },
  (_value: string | null, path: string[]) => tokenName(path),
);

createGlobalTheme(':root', vars, {
  color: colorTokens,
  space: spaceTokens,
  radius: radiusTokens,
  font: fontFamilyTokens,
  fontSize: fontSizeTokens,
  fontWeight: fontWeightTokens,
  lineHeight: lineHeightTokens,
  shadow: shadowTokens,
  z: zIndexTokens,
  motion: motionTokens,
  size: sizeTokens,
});
