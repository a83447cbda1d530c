import { Link as RouterLink } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { ErrorState, type ErrorStateSize } from '@/design-system/components/ErrorState';
import { isNotFoundAnswer } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { PageHead } from '@/lib/seo';
import { errorMessage } from '../error-message';

/** What a query exposes to say it failed and to try again (a `useQuery` or `useInfiniteQuery` result). */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A page's one thing the backend says it does not have (a shop, a campaign, a post), and the way on from there. */
export interface GoneState {
  /** "This shop is not available": the page's heading and title. */
  title: string;
  /** Why, and what is still there: "It may have closed. The other shops are still here." */
  description: string;
  /** The way on: the list the thing belongs to. */
  href: string;
  /** "See all shops". */
  action: string;
  /** 1 (the default) where it is the page's only heading; 2 under the page's own. */
  headingLevel?: 1 | 2;
}

export interface QueryErrorProps {
  query: RetryableQuery;
  /** What could not be loaded, e.g. "Your orders could not be loaded". */
  title: string;
  size?: ErrorStateSize;
  headingLevel?: 2 | 3 | 4;
  /**
   * For a page of one thing by its slug: when the backend says there is no such thing (a refusal in words or a
   * 404, `isNotFoundAnswer`), that is said instead, with a link on and no "Try again", which would only be
   * refused again; the page is kept out of search engines. Other failures stay failures, with "Try again".
   */
  gone?: GoneState;
}

/** A failed load: what failed, the client's message for why, and "Try again", busy while the retry runs. */
export function QueryError({ query, title, size, headingLevel, gone }: QueryErrorProps) {
  const t = useT();
  if (gone && isNotFoundAnswer(query.error)) {
    return (
      <>
        <PageHead title={gone.title} noIndex />
        <EmptyState
          icon="search"
          headingLevel={gone.headingLevel ?? 1}
          title={gone.title}
          description={gone.description}
          action={
            <Button asChild variant="outline" tone="neutral">
              <RouterLink
                // link-source: GoneState.href is the caller's paths.<route>.href(), a route of the shop
                to={gone.href}
              >
                {gone.action}
              </RouterLink>
            </Button>
          }
        />
      </>
    );
  }
  return (
    <ErrorState
      title={title}
      description={errorMessage(query.error, t)}
      size={size}
      headingLevel={headingLevel}
      retryLabel={t('Try again')}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}
