// A product found by its name: the listing's search (`home/filtered_products`, `key`), for a screen that knows a
// product's name and id but not its slug (buy again's invoice lines, backend-api §4.7). Quiet: the caller words a
// failure.
import { getGetFilteredProductsQueryOptions } from '@/api-generated/endpoints/catalogue/catalogue';

export const quietNameSearchQueryOptions = (name: string) =>
  getGetFilteredProductsQueryOptions(
    { route: 'search.product', key: name.slice(0, 100), paginate: 48 },
    { query: { meta: { errorToast: 'never' } } },
  );
