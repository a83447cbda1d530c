import type { ReactElement, ReactNode, Ref } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { useDirection } from '../../theme/direction';
import { IconButton } from '../IconButton/IconButton';
import { arrow } from './floating.css';
import { ARROW_HEIGHT, ARROW_WIDTH, COLLISION_PADDING, FLOATING_OFFSET } from './floating';
import * as styles from './Popover.css';

export const POPOVER_SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type PopoverSide = (typeof POPOVER_SIDES)[number];
export const POPOVER_ALIGNS = ['start', 'center', 'end'] as const;
export type PopoverAlign = (typeof POPOVER_ALIGNS)[number];
export const POPOVER_WIDTHS = ['auto', 'sm', 'md', 'trigger'] as const;
export type PopoverWidth = (typeof POPOVER_WIDTHS)[number];

export type PopoverProps = {
  /** The element that toggles the popover (a Button); gets aria-expanded and aria-controls. */
  trigger: ReactElement;
  children: ReactNode;
  /** Accessible name of the popover's dialog, e.g. "Share this product". */
  label: string;
  /** Adds a labelled close button inside (Escape and clicking outside always close it). */
  closeLabel?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: PopoverSide;
  align?: PopoverAlign;
  width?: PopoverWidth;
  showArrow?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/** Non-modal floating content anchored to a trigger: share links, a mini filter, a help note. */
export function Popover({
  trigger,
  children,
  label,
  closeLabel,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'center',
  width = 'auto',
  showArrow = false,
  ref,
}: PopoverProps) {
  const dir = useDirection();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          ref={ref}
          dir={dir}
          aria-label={label}
          side={side}
          align={align}
          sideOffset={FLOATING_OFFSET}
          collisionPadding={COLLISION_PADDING}
          className={styles.content({ width })}
        >
          {closeLabel ? (
            <span className={styles.closeSlot}>
              <RadixPopover.Close asChild>
                <IconButton icon="close" label={closeLabel} size="sm" />
              </RadixPopover.Close>
            </span>
          ) : null}
          {children}
          {showArrow ? (
            <RadixPopover.Arrow className={arrow} width={ARROW_WIDTH} height={ARROW_HEIGHT} />
          ) : null}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
