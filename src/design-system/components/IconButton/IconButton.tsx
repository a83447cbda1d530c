import type { ComponentPropsWithRef } from 'react';
import { iconButton } from './IconButton.css';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/paths';
import { buttonTones, buttonVariants, type ButtonTone, type ButtonVariant } from '../Button/tones';

export const iconButtonVariants = buttonVariants.filter((v) => v !== 'link') as Exclude<
  ButtonVariant,
  'link'
>[];
export const iconButtonTones = buttonTones;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export const iconButtonShapes = ['square', 'round'] as const;

export type IconButtonProps = Omit<
  ComponentPropsWithRef<'button'>,
  'className' | 'style' | 'children' | 'aria-label'
> & {
  icon: IconName;
  /** The accessible name (there is no visible text). */
  label: string;
  variant?: Exclude<ButtonVariant, 'link'>;
  tone?: ButtonTone;
  size?: (typeof iconButtonSizes)[number];
  shape?: (typeof iconButtonShapes)[number];
  /** For toggles (wishlist heart, compare): sets aria-pressed. */
  pressed?: boolean;
};

/** A button that shows only an icon; its name comes from `label`. */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  tone = 'neutral',
  size = 'md',
  shape = 'square',
  pressed,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      {...rest}
      aria-label={label}
      aria-pressed={pressed}
      className={iconButton({ variant, tone, size, shape })}
    >
      <Icon name={icon} size={size === 'lg' ? 'lg' : size === 'sm' ? 'sm' : 'md'} />
    </button>
  );
}
