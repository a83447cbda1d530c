import { useT } from '@/lib/i18n';
import { usePagedList } from '@/lib/pagination';
import { serverNow as readServerNow } from '@/lib/server-clock';
import { dailyDealList } from '@/domain/catalogue';
import { DealCountdown } from './components/DealCountdown';
import { DealProducts, type RenderProducts } from './components/DealProducts';
import { DealsLayout } from './components/DealsLayout';
import { endOfServerDay } from './deal-pricing';
import { useDealClock } from './use-deal-clock';

/** "Daily Deals" (/daily-deals): today's deals, counting down to the end of the server's day, then renewed. */
export function DailyDealsScreen({ renderProducts }: { renderProducts: RenderProducts }) {
  const t = useT();
  const deals = usePagedList(dailyDealList());
  const serverNow = useDealClock([endOfServerDay(readServerNow())], () => void deals.query.refetch());

  return (
    <DealsLayout
      title={t('Daily Deals')}
      aside={<DealCountdown endsAt={endOfServerDay(serverNow)} serverNow={serverNow} />}
    >
      <DealProducts
        list={deals}
        cardOf={(product) => product}
        renderProducts={renderProducts}
        emptyTitle={t('No deals today')}
      />
    </DealsLayout>
  );
}
