/**
 * Seeded coupons covering every rule of backend-api §5.4: site-wide and seller coupons, flat and percentage,
 * product-based ones, minimum shopping, a maximum-discount cap, no cap, an expired one, a not-yet-started one and
 * an inactive one, and one shop with more coupons than its shop page's first 16. Codes are case-sensitive.
 */
import { DAY } from '../domain/clock';
import type { Coupon, Id, Product, Shop } from '../domain/types';
import { placeholderImage } from './images';

const iso = (ms: number) => new Date(ms).toISOString();

export function generateCoupons(
  epoch: number,
  shops: Shop[],
  products: Product[],
  rootOf: (p: Product) => number,
): Coupon[] {
  const live = { start_date: iso(epoch - 30 * DAY), end_date: iso(epoch + 3 * 365 * DAY) };
  const sellable = products.filter(
    (p) => p.status === 'published' && !p.is_catalog && !p.is_classified && p.current_stock > 0,
  );
  const pick = (root: number, n: number): Id[] =>
    sellable
      .filter((p) => rootOf(p) === root)
      .slice(0, n)
      .map((p) => p.id);
  const coupons: Omit<Coupon, 'id' | 'banner'>[] = [
    {
      user_id: 1,
      title: 'Welcome $10 off',
      code: 'WELCOME10',
      type: 'invoice_base',
      discount_type: 'flat',
      discount: 10,
      minimum_shopping: 50,
      maximum_discount: null,
      product_ids: [],
      ...live,
      status: 1,
    },
    {
      user_id: 1,
      title: '15% off, up to $25',
      code: 'SAVE15',
      type: 'invoice_base',
      discount_type: 'percentage',
      discount: 15,
      minimum_shopping: 30,
      maximum_discount: 25,
      product_ids: [],
      ...live,
      status: 1,
    },
    {
      user_id: 1,
      title: '20% off everything',
      code: 'BIGSALE20',
      type: 'invoice_base',
      discount_type: 'percentage',
      discount: 20,
      minimum_shopping: null,
      maximum_discount: null,
      product_ids: [],
      ...live,
      status: 1,
    },
    {
      user_id: 1,
      title: '$5 off selected gadgets',
      code: 'GADGET5',
      type: 'product_base',
      discount_type: 'flat',
      discount: 5,
      minimum_shopping: null,
      maximum_discount: null,
      product_ids: pick(0, 12),
      ...live,
      status: 1,
    },
    {
      user_id: 1,
      title: '10% off selected fashion',
      code: 'FASHION10',
      type: 'product_base',
      discount_type: 'percentage',
      discount: 10,
      minimum_shopping: null,
      maximum_discount: null,
      product_ids: pick(1, 12),
      ...live,
      status: 1,
    },
    {
      user_id: 1,
      title: 'Summer $50 (expired)',
      code: 'EXPIRED50',
      type: 'invoice_base',
      discount_type: 'flat',
      discount: 50,
      minimum_shopping: 100,
      maximum_discount: null,
      product_ids: [],
      start_date: iso(epoch - 120 * DAY),
      end_date: iso(epoch - 10 * DAY),
      status: 1,
    },
    {
      user_id: 1,
      title: 'Spring $25 (coming soon)',
      code: 'SPRING25',
      type: 'invoice_base',
      discount_type: 'flat',
      discount: 25,
      minimum_shopping: 75,
      maximum_discount: null,
      product_ids: [],
      start_date: iso(epoch + 90 * DAY),
      end_date: iso(epoch + 150 * DAY),
      status: 1,
    },
    {
      user_id: 1,
      title: 'Retired code',
      code: 'OLDCODE',
      type: 'invoice_base',
      discount_type: 'flat',
      discount: 5,
      minimum_shopping: null,
      maximum_discount: null,
      product_ids: [],
      ...live,
      status: 0,
    },
  ];
  const codes = new Set<string>();
  shops.slice(0, 10).forEach((shop, i) => {
    const word = shop.shop_name
      .split(' ')[0]!
      .toUpperCase()
      .replace(/[^A-Z]/g, '');
    let code = `${word}${i % 2 === 0 ? '10' : '5'}`;
    if (codes.has(code)) code = `${word}${shop.id}${i % 2 === 0 ? '10' : '5'}`;
    codes.add(code);
    coupons.push(
      i % 2 === 0
        ? {
            user_id: shop.user_id,
            title: `10% off at ${shop.shop_name}`,
            code,
            type: 'invoice_base',
            discount_type: 'percentage',
            discount: 10,
            minimum_shopping: 20,
            maximum_discount: 15,
            product_ids: [],
            ...live,
            status: 1,
          }
        : {
            user_id: shop.user_id,
            title: `$5 off at ${shop.shop_name}`,
            code,
            type: 'invoice_base',
            discount_type: 'flat',
            discount: 5,
            minimum_shopping: 25,
            maximum_discount: null,
            product_ids: [],
            ...live,
            status: 1,
          },
    );
  });
  const firstShop = shops[0]!;
  coupons.push({
    user_id: firstShop.user_id,
    title: `Old offer at ${firstShop.shop_name}`,
    code: `${firstShop.shop_name
      .split(' ')[0]!
      .toUpperCase()
      .replace(/[^A-Z]/g, '')}OLD`,
    type: 'invoice_base',
    discount_type: 'flat',
    discount: 8,
    minimum_shopping: null,
    maximum_discount: null,
    product_ids: [],
    start_date: iso(epoch - 90 * DAY),
    end_date: iso(epoch - 1 * DAY),
    status: 1,
  });
  // One shop with more coupons than its shop page's first 16 (backend-api §2.7), so "Load more" on its coupons tab
  // asks `seller/coupons/{sellerUserId}/` for the next page. Appended last: the other coupons keep their ids.
  const manyCouponsShop = shops[2]!;
  const manyWord = manyCouponsShop.shop_name
    .split(' ')[0]!
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  for (let n = 1; n <= 17; n++) {
    const percentage = n % 3 !== 0;
    coupons.push({
      user_id: manyCouponsShop.user_id,
      title: percentage
        ? `${n + 4}% off bundle ${n} at ${manyCouponsShop.shop_name}`
        : `$${n} off bundle ${n} at ${manyCouponsShop.shop_name}`,
      code: `${manyWord}BUNDLE${n}`,
      type: 'invoice_base',
      discount_type: percentage ? 'percentage' : 'flat',
      discount: percentage ? n + 4 : n,
      minimum_shopping: 10 + n * 5,
      maximum_discount: percentage ? 20 + n : null,
      product_ids: [],
      start_date: live.start_date,
      // Different end dates: the seller's coupons are listed soonest-ending first.
      end_date: iso(epoch + (30 + n * 7) * DAY),
      status: 1,
    });
  }
  return coupons.map((c, i) => ({
    ...c,
    id: i + 1,
    banner: placeholderImage(c.code, { width: 400, height: 200, kind: 'tag' }),
  }));
}
