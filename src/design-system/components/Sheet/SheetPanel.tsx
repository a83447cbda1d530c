// The sheet itself (Radix Dialog), loaded on first use by ./Sheet.tsx (ADR 015).
import { Dialog as RadixDialog } from 'radix-ui';
import { useDirection } from '../../theme/direction';
import { DialogFrame } from '../Dialog/DialogFrame';
import { overlay } from '../Dialog/Dialog.css';
import type { SheetProps } from './Sheet';
import * as styles from './Sheet.css';

/** A modal panel sliding in from the side: mobile menu, filters, mini cart. Same focus rules as Dialog. */
export default function SheetPanel({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  side = 'end',
  ref,
  returnFocusTo,
  ...frame
}: SheetProps) {
  const dir = useDirection();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          ref={ref}
          dir={dir}
          className={styles.content({ side })}
          data-side={side}
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  event.preventDefault();
                  returnFocusTo.current?.focus();
                }
              : undefined
          }
        >
          <DialogFrame {...frame} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
