import { Link as RouterLink, useMatches } from 'react-router';
import { Button, Container, EmptyState, Heading, Stack } from '@/design-system';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import type { RouteHandle } from '../screens';

/**
 * Routes whose screens are scheduled for later issues resolve here (never a 404), with an honest message
 * and a way back to the parts of the shop that work.
 */
function PendingScreen() {
  const t = useT();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const title = handle?.title ? t(handle.title) : t('This page');
  return (
    <Container>
      <Stack gap="6">
        <Heading level={1}>{title}</Heading>
        <EmptyState
          title={t('This screen is not available yet')}
          description={t('It is part of a later release of the storefront. Browse the shop in the meantime.')}
          action={
            <Button asChild>
              <RouterLink to={paths.products.href()}>{t('Browse all products')}</RouterLink>
            </Button>
          }
        />
      </Stack>
    </Container>
  );
}

export const Component = PendingScreen;
