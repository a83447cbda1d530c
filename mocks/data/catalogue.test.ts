import { describe, expect, it } from 'vitest';
import { DEMO_EPOCH } from '../domain/clock';
import { activeSpecialDiscount } from '../domain/pricing';
import { ledgerBalance } from '../domain/wallet';
import { toMajor } from '../domain/money';
import { ERROR_TEMPLATES } from '../domain/errors';
import { generateCatalogue, getCatalogue } from './catalogue';
import { HOME_COMPONENT_KEYS } from './home';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID } from './users';

const catalogue = getCatalogue();

describe('seeded catalogue', () => {
  it('is deterministic: two generations are equal', () => {
    expect(generateCatalogue()).toEqual(generateCatalogue());
    expect(generateCatalogue({ seed: 7 })).not.toEqual(generateCatalogue());
  });

  it('has at least 500 products, 40 categories over 3 levels, 30 brands and 20 shops', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(500);
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(40);
    expect(new Set(catalogue.categories.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    expect(catalogue.brands).toHaveLength(30);
    expect(catalogue.shops).toHaveLength(20);
  });

  it('links every category to an existing parent one level up', () => {
    const byId = new Map(catalogue.categories.map((c) => [c.id, c]));
    for (const category of catalogue.categories) {
      if (category.level === 1) expect(category.parent_id).toBeNull();
      else expect(byId.get(category.parent_id!)?.level).toBe(category.level - 1);
    }
    expect(new Set(catalogue.categories.map((c) => c.slug)).size).toBe(catalogue.categories.length);
  });

  it('gives shops seller user ids > 1 and keeps in-house products under user 1', () => {
    expect(catalogue.shops.every((s) => s.user_id > 1)).toBe(true);
    const owners = new Set(catalogue.products.map((p) => p.user_id));
    expect(owners.has(1)).toBe(true);
    for (const owner of owners)
      if (owner !== 1) expect(catalogue.shops.some((s) => s.user_id === owner)).toBe(true);
  });

  it('gives variant products their own stock, price, sku and image, keyed colour-then-values', () => {
    const variantProducts = catalogue.products.filter((p) => p.has_variant);
    expect(variantProducts.length).toBeGreaterThan(150);
    for (const product of variantProducts) {
      expect(product.stocks.length).toBeGreaterThan(0);
      expect(product.current_stock).toBe(product.stocks.reduce((t, s) => t + s.current_stock, 0));
      expect(product.price).toBe(Math.min(...product.stocks.map((s) => s.price)));
      for (const stock of product.stocks) {
        const parts = stock.variant_ids.split('-').map(Number);
        const colourFirst = product.colors.length > 0 ? [parts[0]] : [];
        expect(product.colors).toEqual(expect.arrayContaining(colourFirst));
        const valueIds = parts.slice(product.colors.length > 0 ? 1 : 0);
        expect(valueIds).toEqual(
          product.attribute_sets.map((set) => valueIds.find((id) => set.values.includes(id))),
        );
        expect(stock.sku).toMatch(/^[A-Z]+-\d+-\d+$/);
        expect(stock.image).toMatch(/^data:image\/svg\+xml,/);
        expect(stock.price).toBeGreaterThan(0);
      }
      expect(new Set(product.stocks.map((s) => s.variant_ids)).size).toBe(product.stocks.length);
    }
    const prices = new Set(variantProducts.flatMap((p) => p.stocks.map((s) => s.price)));
    expect(prices.size).toBeGreaterThan(100);
  });

  it('covers the product kinds the rules care about', () => {
    const products = catalogue.products;
    expect(products.some((p) => p.current_stock === 0)).toBe(true);
    expect(products.some((p) => p.has_variant && p.stocks.some((s) => s.current_stock === 0))).toBe(true);
    expect(products.filter((p) => p.minimum_order_quantity > 1).length).toBeGreaterThan(10);
    expect(products.every((p) => p.minimum_order_quantity >= 1 && p.minimum_order_quantity <= 5)).toBe(true);
    expect(products.some((p) => p.is_catalog)).toBe(true);
    expect(products.some((p) => p.is_classified)).toBe(true);
    expect(products.filter((p) => p.is_digital).every((p) => p.minimum_order_quantity === 1)).toBe(true);
    expect(
      products.some((p) => p.is_wholesale && p.wholesale_prices.length > 0 && p.special_discount === 0),
    ).toBe(true);
    expect(products.some((p) => p.todays_deal)).toBe(true);
    expect(products.some((p) => p.status === 'unpublished')).toBe(true);
    const discounted = products.filter((p) => p.special_discount > 0);
    expect(discounted.some((p) => p.special_discount_type === 'flat')).toBe(true);
    expect(discounted.some((p) => p.special_discount_type === 'percentage')).toBe(true);
    expect(discounted.filter((p) => activeSpecialDiscount(p, DEMO_EPOCH)).length).toBeGreaterThan(50);
    expect(discounted.some((p) => Date.parse(p.special_discount_end!) < DEMO_EPOCH)).toBe(true);
    expect(discounted.some((p) => Date.parse(p.special_discount_start!) > DEMO_EPOCH)).toBe(true);
    const twoDecimals = (x: number) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;
    expect(
      products.every(
        (p) => p.price > 0 && twoDecimals(p.price) && p.stocks.every((s) => twoDecimals(s.price)),
      ),
    ).toBe(true);
  });

  it('has campaigns with products and exactly one flash sale', () => {
    expect(catalogue.campaigns.filter((c) => c.flash_sale)).toHaveLength(1);
    expect(catalogue.campaigns.every((c) => c.product_ids.length > 0)).toBe(true);
  });

  it('has blogs with categories, tags, comments and nested replies', () => {
    expect(catalogue.blogs.length).toBeGreaterThan(10);
    expect(catalogue.blogs.every((b) => b.tags.length > 0)).toBe(true);
    const comments = catalogue.blogComments;
    expect(comments.some((c) => c.level === 1)).toBe(true);
    expect(comments.some((c) => c.level === 2)).toBe(true);
    const byId = new Map(comments.map((c) => [c.id, c]));
    for (const c of comments)
      if (c.parent_id !== null) expect(byId.get(c.parent_id)?.level).toBe(c.level - 1);
  });

  it('has three languages with translated keywords, one right-to-left', () => {
    expect(catalogue.languages.map((l) => l.locale)).toEqual(['en', 'ar', 'fr']);
    expect(catalogue.languages.find((l) => l.locale === 'ar')?.text_direction).toBe('rtl');
    const en = catalogue.keywords.en!;
    expect(Object.keys(en).length).toBeGreaterThanOrEqual(300);
    for (const key of [
      'Success',
      'Error',
      'Warning',
      'Info',
      'Add to Cart',
      'Out of Stock',
      'Checkout',
      'Coupon is Expired',
    ]) {
      expect(en[key]).toBe(key);
      expect(catalogue.keywords.ar![key]).toMatch(/[\u0600-\u06FF]/);
      expect(catalogue.keywords.fr![key]).toBeTruthy();
    }
    // Arabic has every English keyword, plus the plural forms English has no use for (zero, two, few, many).
    const ar = Object.keys(catalogue.keywords.ar!);
    expect(ar.filter((key) => key in en)).toEqual(Object.keys(en));
    for (const key of ar.filter((k) => !(k in en))) {
      const match = /^(.+)_(zero|two|few|many)$/.exec(key);
      expect(match, key).not.toBeNull();
      expect(`${match![1]}_other` in en, key).toBe(true);
    }
  });

  it('has a keyword for every rule message, so handlers can translate errors', () => {
    for (const template of Object.values(ERROR_TEMPLATES)) {
      expect(catalogue.keywords.en![template], template).toBe(template);
      expect(catalogue.keywords.ar![template], template).not.toBe(template);
      expect(catalogue.keywords.fr![template], template).not.toBe(template);
    }
  });

  it('has three currencies with USD as the rate-1 default', () => {
    expect(catalogue.currencies.map((c) => c.code)).toEqual(['USD', 'EUR', 'BDT']);
    expect(catalogue.currencies[0]!.exchange_rate).toBe(1);
    expect(catalogue.settings.default_currency).toBe(catalogue.currencies[0]!.id);
  });

  it('has countries → states → cities with a shipping cost per city', () => {
    for (const city of catalogue.cities) {
      const state = catalogue.states.find((s) => s.id === city.state_id);
      expect(state?.country_id).toBe(city.country_id);
      expect(city.cost).toBeGreaterThan(0);
    }
    expect(catalogue.countries.length).toBeGreaterThanOrEqual(3);
  });

  it('has the coupon kinds the rules need', () => {
    const c = catalogue.coupons;
    expect(c.some((x) => x.user_id === 1 && x.discount_type === 'flat')).toBe(true);
    expect(c.some((x) => x.user_id === 1 && x.discount_type === 'percentage' && x.maximum_discount)).toBe(
      true,
    );
    expect(c.some((x) => x.maximum_discount === null && x.type !== 'product_base')).toBe(true);
    expect(c.some((x) => x.user_id > 1)).toBe(true);
    expect(c.some((x) => x.type === 'product_base' && x.product_ids.length > 0)).toBe(true);
    expect(c.some((x) => Date.parse(x.end_date) < DEMO_EPOCH)).toBe(true);
    expect(new Set(c.map((x) => x.code)).size).toBe(c.length);
  });

  it('has the settings the spec and the SPA read', () => {
    const s = catalogue.settings;
    expect(s).toMatchObject({
      demo_mode: 1,
      pushar_activated: 1,
      no_of_decimals: 2,
      decimal_separator: '.',
      currency_symbol_format: 'symbol_amount',
      reward_convert_rate: 10,
      wallet_system: 1,
      coupon_system: 1,
      pay_later_system: 1,
      site_popup_status: 1,
      popup_show_in: 'home_page',
    });
    for (const key of [
      'popup_image',
      'popup_title',
      'popup_description',
      'facebook_link',
      'menu_background_color',
      'vat_and_tax_type',
      'shipping_fee_type',
    ]) {
      expect(s).toHaveProperty(key);
    }
    expect(s).not.toHaveProperty('stripe_secret');
    // backend-api §4.12, every field the SPA reads.
    const fields =
      `light_logo dark_logo footer_logo system_name menu_background_color header_theme full_width_menu_background
      top_bar_banner login_banner sign_up_banner seller_sing_up_banner forgot_password_banner user_dashboard_banner
      product_details_site_banner category_default_banner payment_method_banner visa_pay_banner master_card_pay_banner
      american_express_pay_banner paypal_payment_banner apple_pay_banner after_pay_banner amazon_pay_banner
      subscription_section article_section article recent_viewed category_Section show_service_info_section
      show_social_links header_menu footer_menu useful_links header_contact_phone header_contact_email
      header_contact_number language_switcher currency_switcher topbar_play_store_link topbar_app_store_link
      play_store_link apple_store_link footer_contact_phone footer_contact_email footer_contact_address copyright
      about_description facebook_link twitter_link instagram_link youtube_link linkedin_link default_language
      default_currency no_of_decimals decimal_separator currency_symbol_format text_direction default_country
      seller_system color pickup_point wallet_system coupon_system pay_later_system pushar_activated demo_mode
      current_version shipping_fee_type shipping_cost tax_type vat_and_tax_type reward_convert_rate
      refund_with_shipping_cost refund_request_time wholesale_price_variations_show refund_sticker
      refund_protection_title refund_protection_sub_title seller_agreement customer_agreement privacy_agreement
      refund_policy_agreement gdpr gdpr_enable popup_title popup_description popup_image site_popup_status
      popup_show_in is_google_login_activated is_facebook_login_activated is_twitter_login_activated
      is_recaptcha_activated recaptcha_Site_key is_paypal_activated is_stripe_activated is_sslcommerz_activated
      is_paytm_activated is_razorpay_activated is_jazz_cash_activated is_mollie_activated is_paystack_activated
      is_flutterwave_activated is_mercado_pago_activated is_mid_trans_activated is_telr_activated
      is_google_pay_activated is_bkash_activated is_nagad_activated is_amarpay_activated is_skrill_activated
      is_iyzico_activated is_kkiapay_activated paypal_key razor_key stripe_key ssl_sandbox paystack_pk
      ngn_exchange_rate flw_public_key mid_trans_client_id google_pay_merchant_name google_pay_merchant_id
      google_pay_gateway google_pay_gateway_merchant_id kkiapay_public_key is_kkiapay_sandboxed map_api_key
      zoom_level latitude longitude`.split(/\s+/);
    expect(fields.filter((f) => !(f in s))).toEqual([]);
  });

  it('configures a home page covering every component kind', () => {
    expect(new Set(catalogue.homeSections.map((s) => s.key))).toEqual(new Set(HOME_COMPONENT_KEYS));
  });

  it('seeds a demo customer whose wallet ledger matches the balance', () => {
    const customer = catalogue.seedAccounts.users.find((u) => u.email === DEMO_CUSTOMER_EMAIL)!;
    expect(customer.id).toBe(DEMO_CUSTOMER_ID);
    expect(customer.user_type).toBe('customer');
    expect(customer).not.toHaveProperty('password');
    const entries = catalogue.seedAccounts.wallet.filter((w) => w.user_id === customer.id);
    expect(toMajor(ledgerBalance(entries))).toBe(customer.balance);
    expect(catalogue.seedAccounts.rewards.find((r) => r.user_id === customer.id)?.rewards).toBeGreaterThan(0);
    expect(
      catalogue.seedAccounts.notifications.some((n) => n.user_id === customer.id && n.status === 0),
    ).toBe(true);
  });

  it('is frozen, so nothing can mutate the shared catalogue', () => {
    expect(Object.isFrozen(catalogue.products[0])).toBe(true);
    expect(() => {
      (catalogue.products[0] as { price: number }).price = 0;
    }).toThrow();
  });
});
