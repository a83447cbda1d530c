import { useParams } from 'react-router';
import { ProductListingScreen } from '@/features/catalogue';
import { ProductRow } from '@/domain/products';
import { BannerRow } from '@/features/home';
import { SHOP_TAB_PARAM, ShopScreen } from '@/features/shop-page';
import { useT } from '@/lib/i18n';

const KEEP_PARAMS = [SHOP_TAB_PARAM];

/** /shop/:slug — the shop page, with the catalogue's listing as its products tab and home's rows as its sections. */
export function Component() {
  const t = useT();
  const { slug = '' } = useParams();
  return (
    <ShopScreen
      key={slug}
      slug={slug}
      products={
        <ProductListingScreen
          routeName="shop"
          slug={slug}
          routeTitle={t('Products')}
          variant="section"
          keepParams={KEEP_PARAMS}
        />
      }
      renderProducts={(products) => <ProductRow products={products} />}
      renderBanners={(banners) => <BannerRow banners={banners} />}
    />
  );
}
