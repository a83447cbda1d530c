import { FlashSaleScreen } from '@/features/campaigns';
import { ProductRow } from '@/domain/products';

/** /flash-sale */
export function Component() {
  return <FlashSaleScreen renderProducts={(products) => <ProductRow products={products} />} />;
}
