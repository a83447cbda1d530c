import { useInfiniteQuery } from '@tanstack/react-query';
import { useT } from '@/lib/i18n';
import { mergeById } from '@/lib/pagination';
import { parseServerTime } from '@/lib/server-clock';
import { flashSaleQueries } from './api/campaign-queries';
import { DealCountdown } from './components/DealCountdown';
import { DealProducts, type RenderProducts } from './components/DealProducts';
import { DealsFrame } from './components/DealsFrame';
import { dealCard, nextBoundary } from './deal-pricing';
import { useDealClock } from './use-deal-clock';

/**
 * "All Flash Sale" (/flash-sale): every product of a running campaign. The countdown runs to the next end; a
 * product whose campaign ends loses its sale price at once, and the list is asked again.
 */
export function FlashSaleScreen({ renderProducts }: { renderProducts: RenderProducts }) {
  const t = useT();
  const query = useInfiniteQuery(flashSaleQueries().products);
  const pages = query.data?.pages ?? [];
  const products = mergeById(pages.map((page) => page.products.data));
  const ends = products.map((p) => parseServerTime(p.end_date));
  const serverNow = useDealClock([...ends, ...products.map((p) => parseServerTime(p.start_date))], () => {
    void query.refetch();
  });
  // The next end while any deal runs; once all have ended, the last one (its timer then says so).
  const known = ends.filter((end): end is number => end !== null);
  const nextEnd = nextBoundary(known, serverNow) ?? (known.length > 0 ? Math.max(...known) : undefined);

  return (
    <DealsFrame
      title={t('All Flash Sale')}
      aside={nextEnd !== undefined ? <DealCountdown endsAt={nextEnd} serverNow={serverNow} /> : null}
    >
      <DealProducts
        products={products.map((product) => dealCard(product, serverNow))}
        total={pages.at(-1)?.products.total ?? products.length}
        query={query}
        renderProducts={renderProducts}
        emptyTitle={t('No flash sale is running')}
      />
    </DealsFrame>
  );
}
