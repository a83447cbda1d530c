import { useMemo, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Container } from '@/design-system/components/Container';
import { Stack } from '@/design-system/components/Stack';
import { useBreakpoint } from '@/design-system/hooks/useMediaQuery';
import { isNotFoundAnswer } from '@/lib/http';
import { useT, type Translate } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { QueryError, type GoneState } from '@/ui';
import { listingRequest, useListingFacets, useListingProducts } from '@/domain/catalogue';
import { ActiveFilters } from './components/ActiveFilters';
import { filterColumn } from './components/FilterColumn.css';
import { FilterPanelLoading, FilterPanelPart } from './components/FilterPanelPart';
import { ListingHead } from './components/ListingHead';
import { ListingHeader } from './components/ListingHeader';
import { ListingResults } from './components/ListingResults';
import { ListingToolbar } from './components/ListingToolbar';
import {
  applyFilterChange,
  hasActiveFilters,
  pageSearch,
  type FilterChange,
  type ListingRouteName,
} from '@/domain/catalogue';

export interface ProductListingScreenProps {
  /** Which list this is (all products and search, category, brand, offers, best-selling, gadget category). */
  routeName: ListingRouteName;
  /** Category or brand slug of the route. */
  slug?: string;
  /** The route's own title, already translated ("Offer Products"), used when the list has no header object. */
  routeTitle: string;
  /**
   * `section`: the listing is part of another page (a shop's products): no page frame or breadcrumbs, an h2, and
   * the page's own query parameters (`keepParams`) survive every filter change.
   */
  variant?: 'page' | 'section';
  keepParams?: readonly string[];
}

/**
 * The shared product listing. Everything the shopper chooses — filters, sort, page — lives in the query string,
 * so back/forward and reload restore it; any change but paging starts again at page 1.
 */
export function ProductListingScreen({
  routeName,
  slug,
  routeTitle,
  variant = 'page',
  keepParams = [],
}: ProductListingScreenProps) {
  const t = useT();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  // The same request the route loader started with the navigation (domain/catalogue, listing-queries.ts).
  const request = useMemo(() => listingRequest(routeName, slug, search), [routeName, slug, search]);
  const { filters, searching, facetsSlug } = request;
  const products = useListingProducts(request.products);
  const facetsQuery = useListingFacets(facetsSlug, !searching);
  const facets = searching ? undefined : facetsQuery.data;
  const hide = { category: facetsSlug !== undefined && routeName !== 'shop', brand: routeName === 'brand' };

  const kept = (next: URLSearchParams) => {
    for (const key of keepParams) {
      const value = search.get(key);
      if (value !== null) next.set(key, value);
    }
    return next;
  };
  const pageWithKept = (page: number) => {
    const next = kept(new URLSearchParams(pageSearch(search, page)));
    const qs = next.toString();
    return qs ? `?${qs}` : '';
  };
  const change = (next: FilterChange) =>
    setSearch(kept(applyFilterChange(search, next)), { preventScrollReset: variant === 'section' });
  const header = products.data?.page;
  const ownsHeader = routeName === 'category' || routeName === 'brand' || routeName === 'gadgetProducts';
  const title = searching
    ? t('Search results for "{query}"', { query: filters.q })
    : ownsHeader
      ? (header?.title ?? (products.isError ? routeTitle : null))
      : routeTitle;

  // A category or a brand the backend does not have: the whole page says so, with the way to the others (not a
  // frame of filters around "Try again", which would only be refused again). Only the list itself, unfiltered and
  // not a search, can be refused for its slug; a refused filter keeps the page, its filters and "Try again".
  const listRefused =
    ownsHeader &&
    variant === 'page' &&
    !searching &&
    !hasActiveFilters(filters) &&
    products.data === undefined &&
    isNotFoundAnswer(products.error);
  if (listRefused) {
    return (
      <Container>
        <Box paddingBlock="6">
          <QueryError
            query={products}
            title={t('We could not load the products')}
            gone={goneList(routeName, t)}
          />
        </Box>
      </Container>
    );
  }

  const parent = searching ? { label: t('All Products'), href: paths.products.href() } : undefined;
  const body = (
    <Stack gap="6">
      {variant === 'page' ? (
        <ListingHead title={title} parent={parent} data={products.data} searching={searching} />
      ) : null}
      <ListingHeader
        title={title}
        parent={parent}
        total={products.data?.products.total}
        childCategories={ownsHeader ? header?.child_categories : undefined}
        section={variant === 'section'}
      />
      <Box display="flex" gap="8" alignItems="flex-start">
        {/* The side panel shows from the desktop breakpoint only (phones filter in the toolbar's sheet), so it is
            not built below it: its price slider measures itself on mount, which forced a layout of the whole page
            in the first commit even while hidden (docs/performance.md, "The first render is a transition"). Its
            column keeps its width while the facets or the form's code load; search results have no facets. */}
        {searching || (!facets && facetsQuery.isError) ? null : (
          <FromDesktop>
            <aside className={filterColumn} aria-label={t('Filters')}>
              {facets ? (
                <FilterPanelPart facets={facets} filters={filters} onChange={change} hide={hide} />
              ) : (
                <FilterPanelLoading />
              )}
            </aside>
          </FromDesktop>
        )}
        <Box flex="fill" minWidth={0}>
          <Stack gap="4">
            <ListingToolbar
              filters={filters}
              onChange={change}
              facets={facets}
              hide={hide}
              showSort={!searching}
              resultCount={products.isPlaceholderData ? undefined : products.data?.products.total}
            />
            <ActiveFilters filters={filters} facets={facets} onChange={change} />
            <ListingResults
              query={products}
              filters={filters}
              onClear={() => change({ kind: 'clear' })}
              pageHref={(page) => `${location.pathname}${pageWithKept(page)}`}
              label={title ?? routeTitle}
            />
          </Stack>
        </Box>
      </Box>
    </Stack>
  );
  return variant === 'section' ? body : <Container>{body}</Container>;
}

/** What a category's or a brand's page says when the backend has no such list. */
const goneList = (routeName: ListingRouteName, t: Translate): GoneState =>
  routeName === 'brand'
    ? {
        title: t('This brand is not available'),
        description: t('It may have been removed. The other brands are still here.'),
        href: paths.brands.href(),
        action: t('See all brands'),
      }
    : {
        title: t('This category is not available'),
        description: t('It may have been removed. The other categories are still here.'),
        href: paths.categories.href(),
        action: t('See all categories'),
      };

/**
 * Its children from the desktop breakpoint up. The breakpoint is read here, not by the screen: when it differs from
 * what a server rendered with (the desktop layout) — a phone hydrating — only this part renders again, when the page
 * has settled (HydrationSettling, in a transition), not the whole listing.
 */
function FromDesktop({ children }: { children: ReactNode }) {
  return useBreakpoint('desktop') ? children : null;
}
