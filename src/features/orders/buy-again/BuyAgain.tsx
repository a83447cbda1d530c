import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Dialog } from '@/design-system/components/Dialog';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { SKIP_REASONS, type LineOutcome } from './buy-again-plan';
import { useBuyAgain, type BuyAgainState } from './use-buy-again';
import { OwnWords } from '@/design-system/components/Text';

/**
 * "Buy again" for one order: every line that can still be bought goes to the cart (its variant, the quantity
 * ordered within the shop's minimum and stock); a dialog then lists what was added and what was not, and why.
 */
export function BuyAgain({ code }: { code: string }) {
  const t = useT();
  const { state, run, reset } = useBuyAgain(code);
  return (
    <>
      <Button
        variant="outline"
        loading={state.status === 'running'}
        loadingLabel={t('Adding to cart')}
        onClick={() => void run()}
        aria-label={`${t('Buy again')} ${code}`}
      >
        {t('Buy again')}
      </Button>
      {state.status === 'done' || state.status === 'failed' ? (
        <BuyAgainResult code={code} state={state} onClose={reset} />
      ) : null}
    </>
  );
}

export function BuyAgainResult({
  code,
  state,
  onClose,
}: {
  code: string;
  state: Extract<BuyAgainState, { status: 'done' | 'failed' }>;
  onClose: () => void;
}) {
  const t = useT();
  const outcomes = state.status === 'done' ? state.outcomes : [];
  const added = outcomes.filter((o) => o.added);
  const missed = outcomes.filter((o) => !o.added);
  const description =
    state.status === 'failed'
      ? state.message
      : added.length === 0
        ? t('Nothing from this order could be added to your cart.')
        : missed.length === 0
          ? t('Everything from this order is in your cart.')
          : t('Some products could not be added to your cart.');
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${t('Buy again')} · ${code}`}
      description={description}
      closeLabel={t('Close')}
      footer={
        added.length > 0 ? (
          <Button asChild>
            <RouterLink to={paths.cart.href()} onClick={onClose}>
              {t('View cart')}
            </RouterLink>
          </Button>
        ) : (
          <Button variant="outline" onClick={onClose}>
            {t('Close')}
          </Button>
        )
      }
    >
      <Stack gap="4">
        {added.length > 0 ? <OutcomeList title={t('Added to cart')} outcomes={added} /> : null}
        {missed.length > 0 ? <OutcomeList title={t('Not added')} outcomes={missed} /> : null}
      </Stack>
    </Dialog>
  );
}

function OutcomeList({ title, outcomes }: { title: string; outcomes: LineOutcome[] }) {
  return (
    <Stack gap="2">
      <Heading level={3} size="sm">
        {title}
      </Heading>
      <Stack role="list" gap="2" aria-label={title}>
        {outcomes.map((outcome) => (
          <Box role="listitem" key={outcome.line.id}>
            <Text>
              {/* The name and its variation are both the shop's words: one isolate, so they read in their own order. */}
              <OwnWords>
                {outcome.line.variation
                  ? `${outcome.line.product_name} · ${outcome.line.variation}`
                  : outcome.line.product_name}
              </OwnWords>
            </Text>
            <OutcomeNote outcome={outcome} />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function OutcomeNote({ outcome }: { outcome: LineOutcome }) {
  const t = useT();
  let note: string;
  if (outcome.added) {
    const { clamped } = outcome;
    if (!clamped) note = t('Quantity: {n}', { n: outcome.line.quantity });
    else if (clamped.by === 'stock')
      note = t('Quantity: {n} (only {n} left of the {ordered} ordered)', {
        n: clamped.to,
        ordered: outcome.line.quantity,
      });
    else if (clamped.by === 'minimum')
      note = t('Quantity: {n} (the shop sells at least {n})', { n: clamped.to });
    else note = t('Quantity: {n} (a digital product is bought once)', { n: clamped.to });
  } else if ('reason' in outcome) note = t(SKIP_REASONS[outcome.reason]);
  else note = outcome.failure;
  return (
    <Text size="sm" tone={outcome.added ? 'muted' : 'critical'}>
      {note}
    </Text>
  );
}
