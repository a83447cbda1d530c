import { useT } from '@/lib/i18n';
import { usePagedList } from '@/lib/pagination';
import { parseServerTime } from '@/lib/server-clock';
import { flashSaleList } from '@/domain/catalogue';
import { DealCountdown } from './components/DealCountdown';
import { DealProducts, type RenderProducts } from './components/DealProducts';
import { DealsLayout } from './components/DealsLayout';
import { dealCard, nextBoundary } from './deal-pricing';
import { useDealClock } from './use-deal-clock';

/**
 * "All Flash Sale" (/flash-sale): every product of a running campaign. The countdown runs to the next end; a
 * product whose campaign ends loses its sale price at once, and the list is asked again.
 */
export function FlashSaleScreen({ renderProducts }: { renderProducts: RenderProducts }) {
  const t = useT();
  const sale = usePagedList(flashSaleList());
  const products = sale.items;
  const ends = products.map((p) => parseServerTime(p.end_date));
  const serverNow = useDealClock([...ends, ...products.map((p) => parseServerTime(p.start_date))], () => {
    void sale.query.refetch();
  });
  // The next end while any deal runs; once all have ended, the last one (its timer then says so).
  const known = ends.filter((end): end is number => end !== null);
  const nextEnd = nextBoundary(known, serverNow) ?? (known.length > 0 ? Math.max(...known) : undefined);

  return (
    <DealsLayout
      title={t('All Flash Sale')}
      aside={nextEnd !== undefined ? <DealCountdown endsAt={nextEnd} serverNow={serverNow} /> : null}
    >
      <DealProducts
        list={sale}
        cardOf={(product) => dealCard(product, serverNow)}
        renderProducts={renderProducts}
        emptyTitle={t('No flash sale is running')}
      />
    </DealsLayout>
  );
}
