import { Suspense } from 'react';
import { secondWave } from '@/lib/lazy-part';

// Product cards are on the first route (home rows) and its budget has no room: the mark's code arrives after the
// first screen, in its own chunk, and holds no place meanwhile. Imported by its path, not through '@/ui' (and
// marked pure): a module that imports the barrel must not keep this lazy part.
const Mark = /* @__PURE__ */ secondWave(() => import('./InCartMark').then((module) => module.InCartMark));

/** The product card's `mark`: "In cart (n)" while the cart holds this product (loaded after the first screen). */
export function CartMark({ slug }: { slug: string }) {
  return (
    <Suspense fallback={null}>
      <Mark slug={slug} />
    </Suspense>
  );
}
