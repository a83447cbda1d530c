import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { panel } from './Panel.css';

export const panelElements = ['div', 'section', 'article', 'li'] as const;
export const panelTones = ['neutral', 'accent'] as const;
export const panelVariants = ['outline', 'tinted'] as const;
export const panelPaddings = ['none', 'sm', 'md', 'lg'] as const;
export const panelRadii = ['md', 'lg'] as const;

export type PanelProps = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> & {
  as?: (typeof panelElements)[number];
  /** What the panel means: `accent` marks the chosen or new one (a default address, an unread notification). */
  tone?: (typeof panelTones)[number];
  /** How much it stands out: `tinted` fills it with its tone's surface as well as its border. */
  variant?: (typeof panelVariants)[number];
  padding?: (typeof panelPaddings)[number];
  radius?: (typeof panelRadii)[number];
  /** Clips the content to the rounded corners: a picture that runs to the panel's edge. */
  clip?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
};

/** A bordered box around one thing: a card of a list, a form beside a figure, a seller's lines. */
export function Panel({
  as = 'div',
  tone = 'neutral',
  variant = 'outline',
  padding = 'md',
  radius = 'md',
  clip = false,
  ...rest
}: PanelProps) {
  return createElement(as, { ...rest, className: panel({ tone, variant, padding, radius, clip }) });
}
