import { Button } from '@/design-system/components/Button';
import { Spinner } from '@/design-system/components/Spinner';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';

/** The tree's loading spinner and its failure with "Try again": the same in the desktop menu and the phone sheet. */
export function CategoriesLoadState({
  loading,
  failed,
  retry,
}: {
  loading: boolean;
  failed: boolean;
  retry: () => void;
}) {
  const t = useT();
  return (
    <>
      {loading ? <Spinner label={t('Loading categories')} /> : null}
      {failed ? (
        <Stack gap="2" align="start">
          <Text tone="critical">{t('Categories could not be loaded')}</Text>
          <Button size="sm" variant="outline" tone="neutral" onClick={retry}>
            {t('Try again')}
          </Button>
        </Stack>
      ) : null}
    </>
  );
}
