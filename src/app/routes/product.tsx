import { useParams } from 'react-router';
import { ProductDetailsScreen } from '@/features/product-details';

/** /product/:slug */
export function Component() {
  const { slug = '' } = useParams();
  // Another product is a fresh page: selection, quantity and the recorded view start over.
  return <ProductDetailsScreen key={slug} slug={slug} />;
}
