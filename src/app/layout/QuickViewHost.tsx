// The product quick view, the modal route named `product` (spec §2): open whenever the URL carries
// `?product=<slug>`, over whatever page is showing. The dialog and the product load on first use
// (QuickViewPanel), so none of it is in the first page's JavaScript — nor is giving focus back when it closes.
import { lazy, Suspense } from 'react';
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
  if (slug === null) return null;
  return (
    <Suspense fallback={null}>
      <QuickViewPanel slug={slug} />
    </Suspense>
  );
}
