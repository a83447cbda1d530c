import { Link as RouterLink } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { EmptyState } from '@/design-system/components/EmptyState';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { PageHead } from '@/lib/seo';

/** Unknown slug or a product that is not published (any more). */
export function ProductNotFound() {
  const t = useT();
  return (
    <Container>
      <PageHead title={t('Product not found')} noIndex />
      <EmptyState
        headingLevel={2}
        icon="search"
        title={t('Product not found')}
        description={t('This product does not exist or is no longer available.')}
        action={
          <Button asChild>
            <RouterLink to={paths.home.href()}>{t('Back to the home page')}</RouterLink>
          </Button>
        }
      />
    </Container>
  );
}
