import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/design-system/components/Toast';
import { toastsForError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { RECENTLY_VIEWED_DELAY_MS, recentlyViewedQueryOptions } from '@/lib/products';

/**
 * Spec §7–§9: the recently viewed products are fetched once, 10 s after load, into the one cache the home section
 * and the product page's row read (product views refresh it after that). A failure is an error toast (spec §8): no
 * section shows an error state for it, so it is said here, whatever the failure was.
 */
export function RecentlyViewedLoader() {
  const queryClient = useQueryClient();
  const t = useT();
  const { toast } = useToast();
  // The latest translator and toast, without starting the 10 s again when they change (keywords arriving).
  const say = useRef({ t, toast });
  say.current = { t, toast };
  useEffect(() => {
    const timer = window.setTimeout(() => {
      queryClient.fetchQuery(recentlyViewedQueryOptions()).catch((error: unknown) => {
        const { t: translate, toast: show } = say.current;
        for (const failure of toastsForError(error, translate, { hadData: true, isMutation: false })) {
          show({ tone: failure.tone, title: failure.title, description: failure.message });
        }
      });
    }, RECENTLY_VIEWED_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [queryClient]);
  return null;
}
