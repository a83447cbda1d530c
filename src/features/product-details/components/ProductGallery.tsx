import { ImageZoomer } from '@/design-system/components/ImageZoomer';
import { useT } from '@/lib/i18n';
import type { ProductDetails } from '../purchase';
import { NoPicture } from './NoPicture';

const toImages = (urls: readonly string[]) => urls.map((url, index) => ({ id: index, url }));

/**
 * The zoomable gallery. The backend's gallery has large and small pictures: large ones serve as preview and
 * zoom, small ones as thumbnails. The zoomer refuses an empty list, so a product without pictures gets a
 * placeholder instead.
 */
export function ProductGallery({ product }: { product: ProductDetails }) {
  const t = useT();
  const large = product.gallery.large.length > 0 ? product.gallery.large : product.gallery.small;
  if (large.length === 0) return <NoPicture label={t('No picture of this product yet')} />;
  const thumbs = product.gallery.small.length === large.length ? product.gallery.small : large;
  return (
    <ImageZoomer
      images={{ normal: toImages(large), large: toImages(large), thumbs: toImages(thumbs) }}
      alt={product.product_name}
      labels={{
        previous: t('Previous images'),
        next: t('Next images'),
        zoom: t('Zoom image'),
        zoomHint: t('Enter to zoom, arrow keys to move, Escape to close'),
        thumbnails: t('Product images'),
        thumbnail: (position, total) => t('Show image {position} of {total}', { position, total }),
      }}
    />
  );
}
