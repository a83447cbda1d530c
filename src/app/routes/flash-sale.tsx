import { FlashSaleScreen } from '@/features/campaigns';
import { ProductRow } from '@/features/home';

/** /flash-sale */
export function Component() {
  return <FlashSaleScreen renderProducts={(products) => <ProductRow products={products} />} />;
}
