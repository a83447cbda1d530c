import { useParams } from 'react-router';
// The screen's own module, not the feature's index: the index also exports the quick view (a dialog), which the
// page does not need.
import { ProductDetailsScreen } from '@/features/product-details/ProductDetailsScreen';

/** /product/:slug */
export function Component() {
  const { slug = '' } = useParams();
  // Another product is a fresh page: selection, quantity and the recorded view start over.
  return <ProductDetailsScreen key={slug} slug={slug} />;
}
