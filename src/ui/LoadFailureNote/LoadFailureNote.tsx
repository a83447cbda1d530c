import { Button } from '@/design-system/components/Button';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { errorMessage } from '../error-message';

export interface LoadFailureNoteProps {
  /** What did not load, as a sentence: "The states could not be loaded." */
  title: string;
  error: unknown;
  /** Asks again; without it the caller's own control does (a facet's "Show more"). */
  onRetry?: () => void;
  /** The request is being asked again: the note steps aside, so a second failure is announced anew. */
  retrying: boolean;
}

/**
 * A small list inside a form or a panel that did not load (a select's choices, a facet's next values): what failed
 * and the client's reason, announced, and "Try again" where the caller has no control of its own for it. A refusal in
 * the shop's words is toasted as well; a lost connection is said here only (ADR 081).
 */
export function LoadFailureNote({ title, error, onRetry, retrying }: LoadFailureNoteProps) {
  const t = useT();
  return (
    <Stack gap="1" align="start">
      {retrying ? null : (
        <Text size="sm" tone="critical" role="alert">
          {[title, errorMessage(error, t)].filter(Boolean).join(' ')}
        </Text>
      )}
      {onRetry ? (
        <Button variant="link" size="sm" loading={retrying} loadingLabel={t('Loading')} onClick={onRetry}>
          {t('Try again')}
        </Button>
      ) : null}
    </Stack>
  );
}
