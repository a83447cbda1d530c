// Shared look of text-like form controls (TextField, PasswordField, Textarea, Select trigger, Combobox,
// QuantityStepper). One place so every field has the same border, height, focus and error treatment.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { colourTransition, forHoveringPointers } from './hovering';

export const controlSizes = ['sm', 'md', 'lg'] as const;
export type ControlSize = (typeof controlSizes)[number];

export const controlBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  inlineSize: '100%',
  minInlineSize: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-within': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.focusRing}`,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.critical },
    '&[data-invalid="true"]:focus-within': {
      boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.critical}`,
    },
    '&[data-disabled="true"]': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
});

export const controlBoxSize = styleVariants({
  sm: { minBlockSize: vars.size.controlSm, paddingInline: vars.space['2'], fontSize: vars.fontSize.sm },
  md: { minBlockSize: vars.size.controlMd, paddingInline: vars.space['3'], fontSize: vars.fontSize.md },
  lg: { minBlockSize: vars.size.controlLg, paddingInline: vars.space['4'], fontSize: vars.fontSize.lg },
});

/** The bare <input>/<textarea> inside a controlBox: the box draws the border, the element draws nothing. */
export const controlInput = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  alignSelf: 'stretch',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  padding: 0,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** Icons and short text (currency, units) at the start or end of a control. */
export const controlAdornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
});

/** Floating list surface shared by Select and Combobox. */
export const listboxSurface = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space['1'],
  maxBlockSize: vars.size.listboxMaxHeight,
  overflowY: 'auto',
  zIndex: vars.z.dropdown,
});

export const listboxOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted], &[aria-selected="true"]': {
      background: vars.color.accentSurface,
      color: vars.color.accentInk,
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** A checkbox/radio/switch with its label (and optional hint) beside it. */
export const choiceRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  // Keeps the whole row at least a 24px target even for small text.
  minBlockSize: vars.size.touchTarget,
});

// Inside a <form>, Radix renders a hidden native input after a checkbox's, radio's or switch's button (so the form
// sees its value), absolutely positioned and moved back by its own width (`transform: translateX(-100%)`) to sit on
// the button — which assumes it was laid out after the button. In our flex row an absolutely positioned child
// starts at the row's start instead, so the move put it one box width before the button: 4 px past the screen's
// edge on the sign-in and sign-up forms at 320 and 390 px (issue 34). `translate` adds to that transform and puts
// the (invisible, inert) input back over its button; tests/e2e/sign-in-reflow.spec.ts measures it.
globalStyle(`${choiceRow} > input[aria-hidden="true"]`, { translate: '100%' });

export const choiceText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  paddingBlockStart: vars.space['0.5'],
  minInlineSize: 0,
});

export const choiceLabel = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '[data-disabled] ~ * > &, &[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const choiceHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The square/round box of checkbox and radio. */
export const choiceControl = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.checkbox,
  blockSize: vars.size.checkbox,
  marginBlockStart: vars.space['0.5'],
  background: vars.color.surface,
  border: `${vars.size.borderThick} solid ${vars.color.borderStrong}`,
  cursor: 'pointer',
  ...forHoveringPointers({
    transition: colourTransition('background-color', 'border-color'),
    selectors: {
      // A media rule is written after the states below, so it names the states it gives way to.
      '&:hover:not([data-state="checked"], [data-state="indeterminate"], [aria-invalid="true"], [data-disabled])':
        {
          borderColor: vars.color.text,
        },
    },
  }),
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&[data-disabled]': {
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});
