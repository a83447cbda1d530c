import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { externalIcon, link } from './Link.css';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export const linkTones = ['accent', 'neutral', 'inherit'] as const;
export const linkUnderlines = ['always', 'hover'] as const;
export type LinkTone = (typeof linkTones)[number];

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'className' | 'style'> & {
  tone?: LinkTone;
  /** `hover` only for links whose context already makes them recognisable (menus, cards, footers). */
  underline?: (typeof linkUnderlines)[number];
  /**
   * Render the single child (e.g. the router's <Link to>) with the link styles instead of an <a>. Keeps the
   * design system free of any router.
   */
  asChild?: boolean;
  /** Opens in a new tab, with an icon and `externalLabel` for screen readers. */
  external?: boolean;
  /** Announced after the link text when `external`, e.g. "(opens in a new tab)". */
  externalLabel?: string;
  children?: ReactNode;
};

export function Link({
  tone = 'accent',
  underline = 'always',
  asChild = false,
  external = false,
  externalLabel,
  children,
  ...rest
}: LinkProps) {
  const Component = asChild ? Slot.Root : 'a';
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Component {...externalProps} {...rest} className={link({ tone, underline })}>
      <Slot.Slottable>{children}</Slot.Slottable>
      {external ? (
        <>
          <span className={externalIcon}>
            <Icon name="external" size="inherit" />
          </span>
          {externalLabel ? <VisuallyHidden>{externalLabel}</VisuallyHidden> : null}
        </>
      ) : null}
    </Component>
  );
}
