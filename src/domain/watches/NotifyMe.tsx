import { Button } from '@/design-system/components/Button';
import { Inline } from '@/design-system/components/Inline';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, useT } from '@/lib/i18n';
import {
  addWatch,
  cancelWatch,
  sameWatch,
  useWatchOwner,
  useWatches,
  type NewWatch,
} from '@/domain/watch-list';

export interface NotifyMeProps {
  /** The product or variant out of stock now (its price and stock are what a restock is measured against). */
  watch: NewWatch;
}

/**
 * Where "Add to Cart" stood on an out-of-stock product or variant: "Notify me" watches it (guests too; kept in
 * this browser, domain/watch-list), and the next visit's re-check tells of its return in the bell and a toast.
 */
export function NotifyMe({ watch }: NotifyMeProps) {
  const t = useT();
  const { toast } = useToast();
  const owner = useWatchOwner();
  const { watches } = useWatches();
  const watching = watches.some((w) => w.reason === 'stock' && sameWatch(w, watch));

  if (watching)
    return (
      <Inline gap="3" alignY="center">
        <Text size="sm" tone="positive" weight="semibold">
          {t('We will tell you when it is back in stock.')}
        </Text>
        <Button variant="link" size="sm" onClick={() => cancelWatch(owner, watch)}>
          {t('Cancel alert')}
        </Button>
      </Inline>
    );
  return (
    <Button
      size="lg"
      iconStart="bell"
      tone="accent"
      onClick={() => {
        addWatch(owner, watch, 'stock');
        toast({
          tone: 'success',
          title: toastTitle('success', t),
          description: t('We will tell you when {product} is back in stock.', { product: watch.name }),
        });
      }}
    >
      {t('Notify me')}
    </Button>
  );
}
