// The product quick view, the modal route named `product` (spec §2): open whenever the URL carries
// `?product=<slug>`, over whatever page is showing. The dialog and the product load on first use
// (QuickViewPanel), so none of it is in the first page's JavaScript.
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { quickView } from '@/lib/navigation';
import { loadChunk } from '../shell/chunk-load';

const QuickViewPanel = lazy(() =>
  loadChunk('quick-view', () => import('./QuickViewPanel'))().then((mod) => ({
    default: mod.QuickViewPanel,
  })),
);

export function QuickViewHost() {
  const [search] = useSearchParams();
  const slug = quickView.slugOf(search);
  useReturnFocus(slug !== null);
  if (slug === null) return null;
  return (
    <Suspense fallback={null}>
      <QuickViewPanel slug={slug} />
    </Suspense>
  );
}

/**
 * The dialog opens from the URL, not from a trigger it knows, so the element that had focus when it opened (the
 * card's button) gets it back once it closes — by Escape, its buttons, or Back.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect: it runs before the dialog moves focus inside itself.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      const target = opener.current;
      opener.current = null;
      // After the dialog's own clean-up; an opener that left the page (another screen) is skipped.
      if (target)
        setTimeout(() => {
          if (target.isConnected) target.focus();
        }, 0);
    };
  }, [open]);
}
