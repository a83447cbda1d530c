import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import { useAddToCartKeepingCount, useCartTrxId } from '@/domain/cart';
import { useOneAtATime } from '@/lib/one-intent';
import { isHttpClientError } from '@/lib/http';
import { toastTitle, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import {
  SHARED_LIST_MAX,
  parseSharedList,
  quietProductDetailsQueryOptions,
  useCompareProduct,
  type SharedListItem,
  type SharedListKind,
} from '@/domain/products';
import { errorMessage } from '@/ui';
import { SharedItemRow, type RowNote } from './SharedItemRow';
import { sharedItemState, type SharedItemState } from './shared-items';

const TITLES: Record<SharedListKind, string> = {
  wishlist: 'A shared wishlist',
  compare: 'A shared compare list',
  cart: 'A shared cart',
};

/** /shared-list?list=…&p=slug~variant — a list someone shared: its products as they are now, for guests too. */
export function SharedListScreen() {
  const t = useT();
  const [search] = useSearchParams();
  const parsed = parseSharedList(search);
  if (!parsed.ok) {
    return (
      <Container>
        <Box paddingBlock="6">
          <EmptyState
            icon="search"
            headingLevel={1}
            title={t('This link does not work')}
            description={t('It is incomplete or was changed. Ask for a new link, or look around the shop.')}
            action={
              <Button asChild>
                <RouterLink to={paths.home.href()}>{t('Continue shopping')}</RouterLink>
              </Button>
            }
          />
        </Box>
      </Container>
    );
  }
  return <SharedList kind={parsed.kind} items={parsed.items} truncated={parsed.truncated} />;
}

function SharedList({
  kind,
  items,
  truncated,
}: {
  kind: SharedListKind;
  items: SharedListItem[];
  truncated: boolean;
}) {
  const t = useT();
  const { toast } = useToast();
  const navigate = useNavigate();
  const add = useAddToCartKeepingCount({ meta: { errorToast: 'never' } });
  const compare = useCompareProduct();
  const trxId = useCartTrxId();
  const [notes, setNotes] = useState<Record<number, RowNote>>({});
  const [busy, setBusy] = useState<'cart' | 'compare' | null>(null);
  const queries = useQueries({
    queries: items.map((item) => ({ ...quietProductDetailsQueryOptions(item.slug, { retry: false }) })),
  });
  const loading = queries.some((q) => q.isPending);
  const states: (SharedItemState | 'error' | 'pending')[] = queries.map((q, index) => {
    if (q.isPending) return 'pending';
    if (q.isError) {
      const gone = isHttpClientError(q.error) && (q.error.kind === 'business' || q.error.status === 404);
      return gone ? { kind: 'gone' } : 'error';
    }
    return sharedItemState(items[index]!, q.data.product);
  });
  const buyable = states.flatMap((s, index) =>
    typeof s === 'object' && s.kind === 'buyable' ? [{ s, index }] : [],
  );
  const known = states.flatMap((s) => (typeof s === 'object' && 'product' in s ? [s.product] : []));

  const addAll = useOneAtATime(async () => {
    setBusy('cart');
    let added = 0;
    for (const { s, index } of buyable) {
      try {
        await add.mutateAsync({ data: { ...s.request, trx_id: trxId() } });
        added += 1;
        setNotes((old) => ({ ...old, [index]: { tone: 'positive', text: t('Added to cart') } }));
      } catch (error) {
        const text = errorMessage(error, t) ?? t('Something went wrong');
        setNotes((old) => ({ ...old, [index]: { tone: 'critical', text } }));
      }
    }
    setBusy(null);
    toast({
      tone: added === buyable.length ? 'success' : 'warning',
      title: toastTitle(added === buyable.length ? 'success' : 'warning', t),
      description: t('Added to cart: {n} of {total}', { n: added, total: buyable.length }),
    });
  });

  const compareAll = useOneAtATime(async () => {
    setBusy('compare');
    let failed = false;
    for (const product of known) {
      try {
        await compare.mutateAsync(product.id);
      } catch {
        failed = true;
      }
    }
    setBusy(null);
    if (!failed) void navigate(paths.compareList.href());
  });

  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="5">
          <Stack gap="2">
            <Heading level={1} size="2xl">
              {t(TITLES[kind])}
            </Heading>
            <Text tone="muted">
              {t('Someone shared these products with you. Prices and stock are as of now.')}
            </Text>
            {truncated ? (
              <Text tone="caution">
                {t('The link had more products than a list can show; the first {n} are here.', {
                  n: SHARED_LIST_MAX,
                })}
              </Text>
            ) : null}
          </Stack>
          <Inline gap="2">
            <Button
              onClick={() => void addAll()}
              disabled={loading || buyable.length === 0}
              loading={busy === 'cart'}
              loadingLabel={t('Adding to cart')}
            >
              {t('Add all to cart')}
            </Button>
            <Button
              variant="outline"
              onClick={() => void compareAll()}
              disabled={loading || known.length === 0}
              loading={busy === 'compare'}
              loadingLabel={t('Loading')}
            >
              {t('Compare these')}
            </Button>
          </Inline>
          <Stack role="list" aria-label={t('Shared products')} gap="3">
            {items.map((item, index) => {
              const state = states[index]!;
              return state === 'pending' ? (
                <Skeleton key={item.slug + index} shape="rect" height="4rem" />
              ) : (
                <SharedItemRow
                  key={item.slug + index}
                  state={state}
                  note={notes[index]}
                  onRetry={() => void queries[index]!.refetch()}
                />
              );
            })}
          </Stack>
        </Stack>
      </Box>
    </Container>
  );
}
