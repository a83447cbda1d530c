import { useMatches, useParams } from 'react-router';
import type { ListingRouteName } from '@/domain/catalogue';
import { ProductListingScreen } from '@/features/catalogue';
import { useT } from '@/lib/i18n';
import { listingRoutes, paths } from '@/lib/navigation';

const isListingRoute = (name: unknown): name is ListingRouteName =>
  typeof name === 'string' && Object.hasOwn(listingRoutes, name);

/** /products (and search), /category/:slug, /brand/:slug, /offer/products, /best-selling/products, /gadget-products/:slug. */
export function Component() {
  const t = useT();
  const { slug } = useParams();
  // The router's handle names the route (see router.tsx); several routes share this screen.
  const handle = useMatches().at(-1)?.handle as { name?: string; title?: string | null } | undefined;
  const routeName = isListingRoute(handle?.name) ? handle.name : 'products';
  // keywords-export: the route table's titles (route-table.ts)
  const title = handle?.title ?? paths[routeName].title ?? 'All Products';
  // A new list (not a new filter) starts from a fresh screen state.
  return (
    <ProductListingScreen
      key={`${routeName}:${slug ?? ''}`}
      routeName={routeName}
      slug={slug}
      routeTitle={t(title)}
    />
  );
}
