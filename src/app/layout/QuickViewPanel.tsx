// The quick view's dialog, error boundary and lazily loaded product (QuickViewHost loads this module only when
// the URL asks for a quick view, so the dialog code stays out of the first page's JavaScript).
import { Component, lazy, Suspense, useLayoutEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState } from '@/design-system/components/ErrorState';
import { QuickViewDialog, QuickViewLoading } from '@/features/product-details/quick-view-frame';
import { useT } from '@/lib/i18n';
import { quickView } from '@/lib/navigation';
import { ChunkLoadError, loadChunk, reloadOnce } from '../shell/chunk-load';

const ProductQuickView = lazy(() =>
  loadChunk('product-quick-view', () => import('@/features/product-details'))().then((mod) => ({
    default: mod.ProductQuickView,
  })),
);

export function QuickViewPanel({ slug }: { slug: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Replace, not push: the open entry becomes the closed page, so Back/Forward never reopen a closed quick view.
  const close = () => void navigate(quickView.close(location), { replace: true, preventScrollReset: true });
  useReturnFocus();
  return (
    <QuickViewBoundary onClose={close}>
      <Suspense fallback={<QuickViewLoading onClose={close} />}>
        <ProductQuickView slug={slug} onClose={close} />
      </Suspense>
    </QuickViewBoundary>
  );
}

interface BoundaryProps {
  onClose: () => void;
  children: ReactNode;
}

/** A quick view that fails (its chunk after a deploy, a bug) says so in its dialog and leaves the page alone. */
class QuickViewBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[quick view]', error, info.componentStack);
    // A missing chunk after a deploy: reload once to fetch the new build (never in a loop), as routes do.
    if (error instanceof ChunkLoadError) reloadOnce();
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <QuickViewFailed error={this.state.error} onClose={this.props.onClose} />;
  }
}

function QuickViewFailed({ error, onClose }: { error: unknown; onClose: () => void }) {
  const t = useT();
  const isChunk = error instanceof ChunkLoadError;
  const title = isChunk ? t('A new version of the shop is available') : t('Something went wrong');
  return (
    <QuickViewDialog title={t('Quick view')} description={title} onClose={onClose}>
      <ErrorState
        size="compact"
        headingLevel={3}
        title={title}
        description={
          isChunk ? error.message : t('This part of the page could not be shown. Please try again.')
        }
        retryLabel={t('Reload')}
        onRetry={() => window.location.reload()}
      />
    </QuickViewDialog>
  );
}

/**
 * The dialog opens from the URL, not from a trigger it knows (this panel mounts while the opener still has focus:
 * nothing moves it while the chunk loads), so the element that had focus when it opened (the
 * card's button) gets it back once it closes — by Escape, its buttons, or Back.
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect: it runs before the dialog moves focus inside itself.
  useLayoutEffect(() => {
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
  }, []);
}
