import { DailyDealsScreen } from '@/features/campaigns';
import { ProductRow } from '@/features/home';

/** /daily-deals */
export function Component() {
  return <DailyDealsScreen renderProducts={(products) => <ProductRow products={products} />} />;
}
