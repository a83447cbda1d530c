import type { ReactElement, ReactNode, Ref } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { useDirection } from '../../theme/direction';
import { ARROW_HEIGHT, ARROW_WIDTH, COLLISION_PADDING, FLOATING_OFFSET } from '../Popover/floating';
import * as styles from './Tooltip.css';

export const TOOLTIP_SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type TooltipSide = (typeof TOOLTIP_SIDES)[number];

export type TooltipProps = {
  /** Short, plain text that adds to the trigger's name (no links or buttons inside: they cannot be reached). */
  content: ReactNode;
  /** One focusable element (a button, a link); it gets aria-describedby pointing at the tooltip. */
  children: ReactElement;
  side?: TooltipSide;
  align?: 'start' | 'center' | 'end';
  /** Wait before showing on hover, in ms. Keyboard focus shows it at once. */
  delayMs?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  ref?: Ref<HTMLDivElement>;
};

const DEFAULT_DELAY_MS = 400;

/** A hint on hover and keyboard focus; dismissible with Escape, and hoverable (WCAG 1.4.13). */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayMs = DEFAULT_DELAY_MS,
  open,
  defaultOpen,
  onOpenChange,
  ref,
}: TooltipProps) {
  const dir = useDirection();
  return (
    // A provider per tooltip keeps the component self-contained; Radix shares nothing across them we need.
    <RadixTooltip.Provider delayDuration={delayMs}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            ref={ref}
            dir={dir}
            side={side}
            align={align}
            sideOffset={FLOATING_OFFSET}
            collisionPadding={COLLISION_PADDING}
            className={styles.content}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={ARROW_WIDTH} height={ARROW_HEIGHT} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
