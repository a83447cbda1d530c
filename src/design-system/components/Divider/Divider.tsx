import type { Ref } from 'react';
import { Separator } from 'radix-ui';
import { divider } from './Divider.css';

export const dividerOrientations = ['horizontal', 'vertical'] as const;
export const dividerTones = ['default', 'strong'] as const;

export type DividerProps = {
  orientation?: (typeof dividerOrientations)[number];
  tone?: (typeof dividerTones)[number];
  /**
   * Purely visual by default. Set false when the line separates sections in a way assistive technology
   * should hear (role="separator").
   */
  decorative?: boolean;
  ref?: Ref<HTMLDivElement>;
};

export function Divider({
  orientation = 'horizontal',
  tone = 'default',
  decorative = true,
  ref,
}: DividerProps) {
  return (
    <Separator.Root
      ref={ref}
      orientation={orientation}
      decorative={decorative}
      className={divider({ orientation, tone })}
    />
  );
}
