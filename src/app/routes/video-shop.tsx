import { useParams } from 'react-router';
import { ProductGrid } from '@/features/catalogue';
import { VideoShopScreen } from '@/features/video-shopping';

/** /video-shopping/:slug — the video's products use the catalogue's cards (add to cart, quick view). */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <VideoShopScreen
      key={slug}
      slug={slug}
      renderProducts={(products, label) => <ProductGrid products={products} updating={false} label={label} />}
    />
  );
}
