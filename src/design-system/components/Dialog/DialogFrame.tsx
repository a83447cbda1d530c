import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { IconButton } from '../IconButton/IconButton';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Dialog.css';

export type DialogFrameProps = {
  title: ReactNode;
  description: ReactNode;
  hideDescription?: boolean;
  closeLabel: string;
  footer?: ReactNode;
  children?: ReactNode;
};

/** Title, description, close button, scrolling body and footer: the inside shared by Dialog and Sheet. */
export function DialogFrame({ title, description, hideDescription = false, closeLabel, footer, children }: DialogFrameProps) {
  return (
    <>
      <div className={styles.header}>
        <div className={styles.titles}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Description className={hideDescription ? visuallyHidden : styles.description}>{description}</RadixDialog.Description>
        </div>
        <span className={styles.close}>
          <RadixDialog.Close asChild>
            <IconButton icon="close" label={closeLabel} variant="ghost" tone="neutral" />
          </RadixDialog.Close>
        </span>
      </div>
      {children !== undefined ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );
}
