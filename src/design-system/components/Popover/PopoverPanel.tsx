import { Popover as RadixPopover } from 'radix-ui';
import { useDirection } from '../../theme/direction';
import { IconButton } from '../IconButton/IconButton';
import { arrow } from './floating.css';
import { ARROW_HEIGHT, ARROW_WIDTH, COLLISION_PADDING, FLOATING_OFFSET } from './floating';
import * as styles from './Popover.css';

import type { PopoverProps } from './Popover';

/** The Radix part of `Popover`, loaded when it is first opened (see Popover.tsx). */
export default function PopoverPanel({
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
