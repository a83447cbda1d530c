import { Link as RouterLink } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { EmptyState } from '@/design-system/components/EmptyState';
import { paths } from '@/lib/navigation';
import { useT } from '@/lib/i18n';
import { PageHead } from '@/lib/seo';

export function NotFoundScreen() {
  const t = useT();
  return (
    <Container>
      {/* Also the page of a route whose module the owner switched off: its own title, not that route's. */}
      <PageHead title={t('Page Not Found')} noIndex />
      <EmptyState
        title={t('Page not found')}
        description={t('The page you are looking for does not exist or has moved.')}
        action={
          <Button asChild>
            <RouterLink to={paths.home.href()}>{t('Back to home')}</RouterLink>
          </Button>
        }
      />
    </Container>
  );
}

export const Component = NotFoundScreen;
