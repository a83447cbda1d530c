import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { loadStartProps, startDataQueryKey, type StartState, useLanguageKeywords } from '@/lib/start-data';
import { isRetryable } from '@/lib/http';
import { createTranslator, direction } from '@/lib/i18n';
import { Container } from '@/design-system/components/Container';
import { ErrorState } from '@/design-system/components/ErrorState';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { notify } from './toast-bridge';

/** No keywords at all: every key is its own English sentence, so the shop reads in its built-in English words. */
const BUILT_IN_WORDS: StartState['lang_keywords'] = Object.freeze({});

/** Shown (in English, since the words are missing) when the keywords could not be loaded (spec §8). */
export const KEYWORDS_FAILED_MESSAGE = 'The shop’s words could not be loaded, so it is shown in English.';

/**
 * Start state (spec §1): the `<frontend_master>` props the backend renders into the page (or the demo shop's
 * `GET /start-data`), read through one adapter (lib/start-data), plus the language keywords from
 * `GET /language/keywords`, which the props do not carry. The props stay a query under the start-data key, so
 * login, logout or a currency change refresh them with one invalidation (a fresh page of the shell is read).
 * Without the props there is no shop; without the keywords there is, in English, with an info toast (spec §8).
 */
export function StartDataGate({ children }: { children: (start: StartState) => ReactNode }) {
  const props = useQuery({
    queryKey: startDataQueryKey(),
    queryFn: ({ signal }) => loadStartProps({ signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const keywords = useLanguageKeywords({
    query: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      // One retry, not the app's three: the whole shop waits for this answer, and English is a usable fallback.
      retry: (failures, error) => failures < 1 && isRetryable(error),
      // The gate's own info toast says it (spec §8), whatever the failure.
      meta: { errorToast: 'never' },
    },
  });
  const keywordsFailed = keywords.isError && keywords.data === undefined;
  const lang = keywords.data?.lang ?? (keywordsFailed ? BUILT_IN_WORDS : undefined);
  // The gate sits above the I18nProvider: its own words read in the shop's language once the keywords are in.
  const dir = direction(keywords.data?.language);
  const t = useMemo(() => createTranslator(lang, dir), [lang, dir]);
  const start = useMemo<StartState | undefined>(
    () => (props.data && lang ? { ...props.data, lang_keywords: lang } : undefined),
    [props.data, lang],
  );

  // Once per failed load (a later refetch that fails again says so again).
  const keywordsFailedAt = keywordsFailed ? keywords.errorUpdatedAt : 0;
  useEffect(() => {
    if (keywordsFailedAt) notify({ tone: 'info', title: 'Info', message: KEYWORDS_FAILED_MESSAGE });
  }, [keywordsFailedAt]);

  // The first time both are in, the whole storefront renders as a transition, which React renders in slices, so
  // the page stays responsive (quality-bar P4) instead of one long task; the loading state stays until it is ready.
  // Only the first time: later start states (sign-in, a currency change) show at once, since what follows them —
  // the redirect after sign-in, say — reads the new state. Both already in the cache at the first render (a page a
  // server rendered, hydrating: it must render what the server rendered): the storefront at once.
  const [revealed, setRevealed] = useState(
    import.meta.env.VITE_SERVER_RENDER === 'on' && start !== undefined,
  );
  useEffect(() => {
    if (start && !revealed) startTransition(() => setRevealed(true));
  }, [start, revealed]);
  const shown = revealed ? start : undefined;

  if (shown) return <>{children(shown)}</>;
  if (props.isError) {
    return (
      <Container>
        <ErrorState
          title={t('The shop could not be loaded')}
          description={t('Check your connection and try again.')}
          retryLabel={t('Try again')}
          onRetry={() => {
            void props.refetch();
            if (keywords.isError) void keywords.refetch();
          }}
        />
      </Container>
    );
  }
  return (
    <Container>
      <Stack gap="4">
        <span role="status">{t('Loading the shop…')}</span>
        <Skeleton shape="text" lines={3} />
      </Stack>
    </Container>
  );
}
