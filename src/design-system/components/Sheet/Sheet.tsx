import type { ReactElement, Ref } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useDirection } from '../../theme/direction';
import { DialogFrame, type DialogFrameProps } from '../Dialog/DialogFrame';
import { overlay } from '../Dialog/Dialog.css';
import * as styles from './Sheet.css';

export const SHEET_SIDES = ['start', 'end'] as const;
export type SheetSide = (typeof SHEET_SIDES)[number];

export type SheetProps = DialogFrameProps & {
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `start` = left in LTR / right in RTL (menus, filters); `end` = the other side (cart). */
  side?: SheetSide;
  ref?: Ref<HTMLDivElement>;
};

/** A modal panel sliding in from the side: mobile menu, filters, mini cart. Same focus rules as Dialog. */
export function Sheet({ trigger, open, defaultOpen, onOpenChange, side = 'end', ref, ...frame }: SheetProps) {
  const dir = useDirection();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content ref={ref} dir={dir} className={styles.content({ side })} data-side={side}>
          <DialogFrame {...frame} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
