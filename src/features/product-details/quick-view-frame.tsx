// The quick view's dialog and its loading state. A second entry point next to the feature's index, on purpose:
// the app shell shows `QuickViewLoading` while the lazily loaded quick view arrives, and importing the index
// would put the whole product page into the first-page bundle. Keep this file's imports light.
import type { ReactNode } from 'react';
import { Dialog } from '@/design-system/components/Dialog';
import { useT } from '@/lib/i18n';
import { QuickViewSkeleton } from './components/QuickViewSkeleton';

export interface QuickViewDialogProps {
  title: string;
  description: string;
  /** The description is for screen readers only unless it is the message (not found). */
  hideDescription?: boolean;
  /** Escape, the close button or a click on the overlay. */
  onClose: () => void;
  children?: ReactNode;
}

/** Always open: whoever renders it decides when it shows (the `?product=` parameter). */
export function QuickViewDialog({
  title,
  description,
  hideDescription = true,
  onClose,
  children,
}: QuickViewDialogProps) {
  const t = useT();
  return (
    <Dialog
      open
      size="lg"
      title={title}
      description={description}
      hideDescription={hideDescription}
      closeLabel={t('Close')}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {children}
    </Dialog>
  );
}

export function QuickViewLoading({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <QuickViewDialog title={t('Quick view')} description={t('Loading product')} onClose={onClose}>
      <QuickViewSkeleton />
    </QuickViewDialog>
  );
}
