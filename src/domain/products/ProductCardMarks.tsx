import { Suspense } from 'react';
import { secondWave } from '@/lib/lazy-part';
import type { MarkedProduct } from './CardMarks';

// Product cards are on the first route (home rows) and its budget has no room: the marks' code (the cart lines, the
// watched products) arrives after the first screen, in one chunk for both, and holds no place meanwhile. Marked
// pure, so a module that imports this folder's face without rendering cards does not keep the lazy part.
const Marks = /* @__PURE__ */ secondWave(() => import('./CardMarks').then((module) => module.default));

/** The product card's `mark`: "In cart (n)" and "Price dropped by X" when they apply (loaded after the first screen). */
export function ProductCardMarks({ product }: { product: MarkedProduct }) {
  return (
    <Suspense fallback={null}>
      <Marks product={product} />
    </Suspense>
  );
}
