import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Combobox } from '@/design-system/components/Combobox';
import { FormField } from '@/design-system/components/FormField';
import { Inline } from '@/design-system/components/Inline';
import type { ProductCardOutput } from '@/api-generated/model';
import { usePlural, useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useSearchSuggestions } from './api/suggestions';
import { SuggestionOption } from './SuggestionOption';
import { useDebouncedValue } from './use-debounced-value';

/** Suggestions are asked for once the shopper has paused typing this long. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The header's product search: suggestions while typing (↑/↓ to move, Enter to open a product), Enter or the
 * Search button for the full results page (`/products?q=…`).
 */
export function SearchBox() {
  const t = useT();
  const plural = usePlural();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = text.trim();
  const key = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(key);

  const items: readonly ProductCardOutput[] = typed === '' ? [] : (suggestions.data ?? []);
  const loading = typed !== '' && (typed !== key || suggestions.isFetching);

  const search = (value: string) => {
    const q = value.trim();
    if (q) void navigate(paths.products.href(undefined, { q }));
  };
  const open = (product: ProductCardOutput) => {
    setText('');
    void navigate(paths.product.href({ slug: product.slug }));
  };

  return (
    <Box
      as="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <Inline gap="2" wrap={false}>
        <Box flex="fill" minWidth={0}>
          <FormField label={t('Search products')} hideLabel>
            <Combobox
              name="q"
              items={items}
              getItemKey={(product) => String(product.id)}
              getItemText={(product) => product.product_name}
              renderItem={(product) => <SuggestionOption product={product} />}
              inputValue={text}
              onInputChange={setText}
              onSelect={open}
              onSubmit={search}
              loading={loading}
              loadingText={t('Searching…')}
              noResultsText={t('No products found')}
              resultsText={(n) => plural('products_found', n)}
              placeholder={t('Search products')}
            />
          </FormField>
        </Box>
        <Button type="submit">{t('Search')}</Button>
      </Inline>
    </Box>
  );
}
