import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { mediaQuery } from './tokens';

// Logical properties only: RTL mirrors without a single extra rule.
const space = vars.space;

// Responsive (mobile/tablet/desktop) only where a screen sets a value per breakpoint; the type checker proves it.
// Every responsive value is three classes in the CSS and three entries in the runtime map of the first route.
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery('tablet') },
    desktop: { '@media': mediaQuery('desktop') },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'contents'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    maxWidth: {
      none: 'none',
      full: '100%',
      container: vars.size.containerMax,
      dialog: vars.size.dialogWidth,
    },
  },
});

/** The colour tokens of one role: a surface is never a text colour, and a box's border is one of the borders. */
const pick = <K extends keyof typeof vars.color>(...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, vars.color[key]])) as { [P in K]: (typeof vars.color)[P] };

// Each value is an atomic class in the first route's stylesheet and in its script's class map: the roles' tokens
// only (every colour for all three was 81 classes, 57 of them for pairs no screen uses, like a `text` background).
const colorProperties = defineProperties({
  conditions: {
    default: {},
  },
  defaultCondition: 'default',
  properties: {
    background: pick(
      'surface',
      'surfaceRaised',
      'surfaceSunken',
      'accent',
      'accentSurface',
      'menuBg',
      'positiveSurface',
      'criticalSurface',
      'cautionSurface',
      'infoSurface',
      'skeleton',
    ),
    color: pick(
      'text',
      'textMuted',
      'accentInk',
      'accentText',
      'menuText',
      'positive',
      'critical',
      'caution',
      'info',
    ),
    borderColor: pick('border', 'borderStrong', 'accent', 'critical'),
  },
});

const staticProperties = defineProperties({
  properties: {
    position: ['static', 'relative', 'absolute', 'sticky'],
    flexWrap: ['nowrap', 'wrap'],
    flex: { none: 'none', auto: '1 1 auto', fill: '1 1 0%', shrink: '0 1 auto' },
    flexShrink: [0, 1],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    // Spacing is the same at every width: the three screens that varied it have a stylesheet of their own, which
    // takes 0.4 KB gzip of class names off the first route's script.
    gap: space,
    paddingBlock: space,
    paddingInline: space,
    width: { auto: 'auto', full: '100%', fit: 'fit-content' },
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    marginBlock: { ...space, auto: 'auto' },
    marginInline: { ...space, auto: 'auto' },
    marginInlineStart: { ...space, auto: 'auto' },
    textAlign: ['start', 'center', 'end'],
    minWidth: { 0: '0' },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    overflow: ['visible', 'hidden', 'auto', 'clip'],
    zIndex: vars.z,
    borderStyle: { none: 'none', solid: 'solid' },
    borderWidth: { 0: '0', hairline: vars.size.hairline },
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
    cursor: ['default', 'pointer'],
  },
  shorthands: {
    padding: ['paddingBlock', 'paddingInline'],
    margin: ['marginBlock', 'marginInline'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
