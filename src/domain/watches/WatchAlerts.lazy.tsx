import { useEffect } from 'react';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, useT } from '@/lib/i18n';
// From the folder's face, as the screens import it: one shared chunk for all of it, one name in the route map.
import { forgetOtherOwners, readWatches, useWatchOwner, useWatches } from '@/domain/watch-list';
import { recheckWatches } from './index';

export interface WatchAlertsProps {
  /** [unseen, kept]: the watch notices the shopper has not seen (added to the bell's count), and all kept. */
  onUnseen: (counts: [unseen: number, kept: number]) => void;
}

/**
 * The bell's watch half, loaded with the bell's idle work (its own chunk, nothing on the first route): re-checks
 * the watched products once a visit (watch-checks.ts), tells of a restock in a toast, and reports the unseen
 * notices. Renders nothing.
 */
export default function WatchAlerts({ onUnseen }: WatchAlertsProps) {
  const t = useT();
  const { toast } = useToast();
  const owner = useWatchOwner();
  const { notices } = useWatches();
  const unseen = notices.filter((notice) => !notice.seen).length;

  useEffect(() => onUnseen([unseen, notices.length]), [onUnseen, unseen, notices.length]);
  // A new person behind the session (sign-in, sign-out, a 401): the previous one's watches go.
  useEffect(() => forgetOtherOwners(owner), [owner]);
  useEffect(() => {
    // No clean-up flag: the check runs once a visit, so its toast must not be lost to a remount.
    void recheckWatches(owner, () => readWatches(owner)).then((raised) => {
      for (const notice of raised)
        if (notice.kind === 'restock')
          toast({
            tone: 'info',
            title: toastTitle('info', t),
            description: t('{product} is back in stock', { product: notice.name }),
          });
    });
    // Once per owner and visit (recheckWatches keeps count); a new translator must not check again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner]);
  return null;
}
