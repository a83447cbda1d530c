import { useInfiniteQuery } from '@tanstack/react-query';
import { useT } from '@/lib/i18n';
import { mergeById } from '@/lib/pagination';
import { serverNow as readServerNow } from '@/lib/server-clock';
import { dailyDealsQueries } from './api/campaign-queries';
import { DealCountdown } from './components/DealCountdown';
import { DealProducts, type RenderProducts } from './components/DealProducts';
import { DealsFrame } from './components/DealsFrame';
import { endOfServerDay } from './deal-pricing';
import { useDealClock } from './use-deal-clock';

/** "Daily Deals" (/daily-deals): today's deals, counting down to the end of the server's day, then renewed. */
export function DailyDealsScreen({ renderProducts }: { renderProducts: RenderProducts }) {
  const t = useT();
  const query = useInfiniteQuery(dailyDealsQueries().deals);
  const pages = query.data?.pages ?? [];
  const products = mergeById(pages.map((page) => page.products.data));
  const serverNow = useDealClock([endOfServerDay(readServerNow())], () => void query.refetch());

  return (
    <DealsFrame
      title={t('Daily Deals')}
      aside={<DealCountdown endsAt={endOfServerDay(serverNow)} serverNow={serverNow} />}
    >
      <DealProducts
        products={products}
        total={pages.at(-1)?.products.total ?? products.length}
        query={query}
        renderProducts={renderProducts}
        emptyTitle={t('No deals today')}
      />
    </DealsFrame>
  );
}
