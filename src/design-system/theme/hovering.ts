// What pressables show only where the pointer hovers (ADR 076): under a finger a hover look would stay on what was
// tapped, and each transitioned colour starts a transition whose events React dispatches in the tap's frame.
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { canHover } from './tokens';

type Rule = Pick<StyleRule, 'selectors' | 'transition' | 'borderColor' | 'background'>;

/** `rule` for pointers that hover (a mouse, a trackpad) only. */
export const forHoveringPointers = (rule: Rule) => ({ '@media': { [canHover]: rule } });

/** The quick transition of the named colour properties a pressable changes. */
export const colourTransition = (...properties: readonly string[]) =>
  properties.map((property) => `${property} ${vars.motion.fast} ${vars.motion.easing}`).join(', ');
