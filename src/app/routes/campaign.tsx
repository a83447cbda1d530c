import { useParams } from 'react-router';
import { CampaignScreen } from '@/features/campaigns';
import { ProductRow } from '@/domain/products';

/** /campaign/:slug — the campaign's products drawn with home's product rows. */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <CampaignScreen
      key={slug}
      slug={slug}
      renderProducts={(products) => <ProductRow products={products} />}
    />
  );
}
