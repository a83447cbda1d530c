import { Box } from '@/design-system/components/Box';
import { FormField } from '@/design-system/components/FormField';
import { Select } from '@/design-system/components/Select';
import { TextField } from '@/design-system/components/TextField';
import { useT } from '@/lib/i18n';
import { SHOP_SORTS, type ShopSort } from '@/domain/shops';

interface ShopFinderProps {
  sort: ShopSort;
  onSortChange: (sort: ShopSort) => void;
  name: string;
  onNameChange: (name: string) => void;
}

/** The shop directory's controls: a name search and the order of the shops. Stacked on a phone. */
export function ShopFinder({ sort, onSortChange, name, onNameChange }: ShopFinderProps) {
  const t = useT();
  const labels: Record<ShopSort, string> = {
    newest: t('Newest'),
    oldest: t('Oldest'),
    top_rated: t('Top Rated'),
    top_selling: t('Top Selling'),
  };
  return (
    <Box
      display="flex"
      flexDirection={{ mobile: 'column', tablet: 'row' }}
      gap="4"
      alignItems={{ mobile: 'stretch', tablet: 'flex-end' }}
    >
      <Box flex="fill">
        <FormField label={t('Search shops by name')}>
          <TextField
            type="search"
            iconStart="search"
            value={name}
            onChange={(event) => onNameChange(event.target.value)}
            autoComplete="off"
          />
        </FormField>
      </Box>
      <FormField label={t('Sort by')}>
        <Select
          value={sort}
          onValueChange={(value) => onSortChange(value as ShopSort)}
          options={SHOP_SORTS.map((value) => ({ value, label: labels[value] }))}
        />
      </FormField>
    </Box>
  );
}
