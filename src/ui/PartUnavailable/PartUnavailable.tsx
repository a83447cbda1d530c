import { ErrorState } from '@/design-system/components/ErrorState';
import { useT } from '@/lib/i18n';

/**
 * What a part of the page loaded in its own chunk shows when its code never arrived (after its retries,
 * src/lib/lazy-part.ts): says so, and offers the way to try again.
 */
export function PartUnavailable({ title }: { title: string }) {
  const t = useT();
  return (
    <ErrorState
      size="compact"
      title={title}
      retryLabel={t('Try again')}
      // Not a query: the part's code never arrived, and only a reload fetches it again.
      onRetry={() => window.location.reload()}
    />
  );
}
