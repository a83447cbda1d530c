import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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
export function DialogFrame({
  title,
  description,
  hideDescription = false,
  closeLabel,
  footer,
  children,
}: DialogFrameProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(bodyRef);
  return (
    <>
      <div className={styles.header}>
        <div className={styles.titles}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Description className={hideDescription ? visuallyHidden : styles.description}>
            {description}
          </RadixDialog.Description>
        </div>
        <span className={styles.close}>
          <RadixDialog.Close asChild>
            <IconButton icon="close" label={closeLabel} variant="ghost" tone="neutral" />
          </RadixDialog.Close>
        </span>
      </div>
      {children !== undefined ? (
        // A body that scrolls must be reachable by keyboard (so arrow keys can scroll it).
        <div ref={bodyRef} className={styles.body} tabIndex={scrollable ? 0 : undefined}>
          {children}
        </div>
      ) : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );
}

function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    // The observer's first report comes with the dialog's first frame, after its layout. Measuring here as well
    // forced the layout of the page and the new dialog inside the tap that opened it, before the scroll lock and
    // focus changed it again (the filter sheet's tap on a phone).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
