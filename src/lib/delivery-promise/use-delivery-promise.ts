import { useContext } from 'react';
import { useI18n } from '@/lib/i18n';
import { serverNow, useServerOffset } from '@/lib/server-clock';
import { DeliveryClock } from './delivery-clock';
import { deliveryWindow, formatDeliveryWindow } from './delivery-promise';

/**
 * The promise as a sentence in the active language ("Arrives by Tue, Dec 2", "Arrives Dec 2 – 5"), read at the
 * shop's clock, or null when any of the days is unknown.
 */
export function useDeliveryPromise(days: readonly (number | null)[] | null): string | null {
  const { t, locale } = useI18n();
  const fixedNow = useContext(DeliveryClock);
  // Re-render when a later answer corrects the shop's clock.
  useServerOffset();
  const window = days ? deliveryWindow(fixedNow ?? serverNow(), days) : null;
  if (!window) return null;
  const promise = formatDeliveryWindow(window, locale);
  return promise.kind === 'by'
    ? t('Arrives by {date}', { date: promise.date })
    : t('Arrives {dates}', { dates: promise.dates });
}
