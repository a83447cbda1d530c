import type { ComponentPropsWithRef } from 'react';
import { directionalIcons, filledIcons, iconPaths, type IconName } from './paths';
import { flipInRtl as flipClass, icon } from './Icon.css';

export const iconSizes = ['sm', 'md', 'lg', 'inherit'] as const;
export type IconSize = (typeof iconSizes)[number];

export type IconProps = Omit<
  ComponentPropsWithRef<'svg'>,
  'className' | 'children' | 'aria-label' | 'aria-hidden'
> & {
  name: IconName;
  size?: IconSize;
  /**
   * Gives the icon the image role and this accessible name. Leave it out when the icon sits next to text
   * or inside a labelled control: it is then decorative and hidden from assistive technology.
   */
  label?: string;
  /** Mirror in right-to-left layouts. Defaults to true for icons that point (arrows, chevrons). */
  flipInRtl?: boolean;
};

export function Icon({ name, size = 'md', label, flipInRtl, ...rest }: IconProps) {
  const flip = flipInRtl ?? directionalIcons.has(name);
  const className = [icon({ size, filled: filledIcons.has(name) }), flip ? flipClass : undefined]
    .filter(Boolean)
    .join(' ');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg viewBox="0 0 24 24" focusable="false" {...rest} {...a11y} className={className} data-icon={name}>
      {iconPaths[name]}
    </svg>
  );
}
