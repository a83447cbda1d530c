import { DailyDealsScreen } from '@/features/campaigns';
import { ProductRow } from '@/domain/products';

/** /daily-deals */
export function Component() {
  return <DailyDealsScreen renderProducts={(products) => <ProductRow products={products} />} />;
}
