import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { button, content, spinner, spinnerLayer } from './Button.css';
import { buttonTones, buttonVariants, type ButtonTone, type ButtonVariant } from './tones';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/paths';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export { buttonTones, buttonVariants, type ButtonTone, type ButtonVariant };
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className' | 'style'> & {
  /** Prominence. */
  variant?: ButtonVariant;
  /** Meaning. */
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
  iconStart?: IconName;
  iconEnd?: IconName;
  /**
   * Shows a spinner over the label without changing the button's width, sets aria-busy and ignores clicks
   * (the button stays focusable, unlike `disabled`).
   */
  loading?: boolean;
  /** Screen-reader text added while loading, e.g. "Loading". */
  loadingLabel?: string;
  /** Render the single child (a router link, an <a>) with button styles. */
  asChild?: boolean;
  children?: ReactNode;
};

export function Button({
  variant = 'solid',
  tone = 'accent',
  size = 'md',
  fullWidth = false,
  iconStart,
  iconEnd,
  loading = false,
  loadingLabel,
  asChild = false,
  type,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const iconSize = size === 'lg' ? 'md' : 'sm';
  return (
    <Component
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...rest}
      onClick={handleClick}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      className={button({ variant, tone, size, fullWidth })}
    >
      <Slot.Slottable>
        {asChild ? (
          children
        ) : (
          <span className={content}>
            {iconStart ? <Icon name={iconStart} size={iconSize} /> : null}
            {children}
            {iconEnd ? <Icon name={iconEnd} size={iconSize} /> : null}
          </span>
        )}
      </Slot.Slottable>
      {loading ? (
        <span className={spinnerLayer}>
          <span className={spinner} aria-hidden />
          {loadingLabel ? <VisuallyHidden>{loadingLabel}</VisuallyHidden> : null}
        </span>
      ) : null}
    </Component>
  );
}
