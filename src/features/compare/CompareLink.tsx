import { Link as RouterLink } from 'react-router';
import { Badge } from '@/design-system/components/Badge';
import { Button } from '@/design-system/components/Button';
import { Icon } from '@/design-system/components/Icon';
import { usePlural, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useCompareCount } from './api/compare-count';

/** The header's link to the compare list, with the number of products in it. */
export function CompareLink() {
  const t = useT();
  const plural = usePlural();
  const count = useCompareCount();
  const name = `${t('Compare list')}: ${plural('items', count)}`;
  return (
    <Button asChild variant="ghost" tone="neutral">
      <RouterLink to={paths.compareList.href()} aria-label={name}>
        <Icon name="compare" />
        <Badge tone="neutral" variant="solid">
          {count}
        </Badge>
      </RouterLink>
    </Button>
  );
}
