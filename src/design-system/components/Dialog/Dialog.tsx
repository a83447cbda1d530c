import type { ReactElement, Ref } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useDirection } from '../../theme/direction';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';
import * as styles from './Dialog.css';

export const DIALOG_SIZES = ['sm', 'md', 'lg', 'full'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];

export type DialogProps = DialogFrameProps & {
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: DialogSize;
  /** Stop clicks outside and Escape from closing it (for a step that must be finished or cancelled). */
  dismissible?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A modal dialog: focus moves in and is trapped, the page behind is inert, Escape and the labelled close
 * button close it, and focus returns to the trigger. Title and description are required for screen readers.
 */
export function Dialog({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  size = 'md',
  dismissible = true,
  ref,
  ...frame
}: DialogProps) {
  const dir = useDirection();
  const block = dismissible ? undefined : (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={ref}
          dir={dir}
          className={styles.content({ size })}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
        >
          <DialogFrame {...frame} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
