/**
 * Start data, settings, languages, currencies, recently viewed, the category menu, location lookups and the
 * newsletter (backend-api §1.6, §2.1). Prices are never converted here: the app converts with the active rate.
 */
import { http } from 'msw';
import type { AnyHandler } from 'msw';
import type { Settings as SettingsView, StartData } from '@/api-generated/model';
import { HOME_COMPONENT_KEYS, type HomeComponentKey } from '../../data/home';
import { fail, invalid, ok, readBody } from '../../http/respond';
import {
  activeLanguage,
  toCartLine,
  toCategoryTree,
  toCurrency,
  toLanguage,
  toUser,
  toViewedProduct,
  translate,
} from '../../http/views';
import { compareList, followedShopIds, subscribe } from '../../state/account';
import { activeCurrency } from '../../state/format';
import { findProduct } from '../../state/lookups';
import { answeredRate, setCurrency, setLocale, viewedProductIds } from '../../state/preferences';
import { cartLines, sessionUser } from '../../state/sessions';
import type { DemoShopState, Session } from '../../state/types';
import { idOf, requestContext, text } from './context';
import { isEmail } from '../../domain/email';

/**
 * The public settings object (§4.12). The catalogue never holds a secret (no `stripe_secret`); its toggles are
 * 0/1 numbers, typed loosely in data/settings.ts, hence the cast (the contract test validates the shape).
 */
export function publicSettings(state: DemoShopState): SettingsView {
  return { ...state.catalogue.settings } as unknown as SettingsView;
}

const staticAsset = (request: Request) => new URL(request.url).origin;

export function viewedProducts(state: DemoShopState, session: Session) {
  return viewedProductIds(state, session)
    .map((id) => findProduct(state, id))
    .filter((p) => p !== undefined)
    .map(toViewedProduct);
}

function languageKeywords(state: DemoShopState, session: Session) {
  const language = activeLanguage(state, session);
  return { ...(state.catalogue.keywords[language.locale] ?? {}) };
}

function defaultCurrency(state: DemoShopState) {
  const { currencies, settings } = state.catalogue;
  return currencies.find((c) => c.id === settings.default_currency) ?? currencies[0]!;
}

/**
 * The `<frontend_master>` props with every list filled (what friendly `GET /start-data` answers);
 * frontend-master.ts derives the Blade shell's exact props from it.
 */
export function startData(state: DemoShopState, session: Session, request: Request): StartData {
  const { catalogue } = state;
  const user = sessionUser(state, session);
  const language = activeLanguage(state, session);
  const shopByProfile = new Map(catalogue.shops.map((s) => [s.id, s]));
  return {
    languages: catalogue.languages.filter((l) => l.status === 1).map(toLanguage),
    currencies: catalogue.currencies.filter((c) => c.status === 1).map(toCurrency),
    user: user ? toUser(state, user) : null,
    active_language: toLanguage(language),
    active_currency: toCurrency(activeCurrency(state, session)),
    default_currency: toCurrency(defaultCurrency(state)),
    wishlists: user ? state.wishlists.filter((w) => w.user_id === user.id).length : 0,
    compare_list: compareList(state, session).length,
    carts: cartLines(state, session).map((line) => toCartLine(state, line)),
    categories: toCategoryTree(state),
    sliders: catalogue.sliders.map((s) => ({ id: s.id, link: s.link, slider_bg_image: s.image })),
    banners: catalogue.sliderBanners.map((b) => ({ id: b.id, link: b.link, image: b.image })),
    services: catalogue.services.map((s) => ({
      id: s.id,
      title: s.title,
      sub_tile: s.sub_title,
      service_image: s.image,
    })),
    settings_data: publicSettings(state),
    viewed_products: viewedProducts(state, session),
    pages: catalogue.pages.map((p) => ({ id: p.id, title: p.title, link: p.slug })),
    home_components: catalogue.homeSections
      .map((s) => s.key)
      .filter((k): k is HomeComponentKey => (HOME_COMPONENT_KEYS as readonly string[]).includes(k)),
    default_assets: { static_asset: staticAsset(request) },
    add_ons: [...catalogue.addOns],
    shop_follower: user
      ? followedShopIds(state, session)
          .map((id) => shopByProfile.get(id))
          .filter((s) => s !== undefined)
          .map((s) => ({ id: s.id, user_id: s.user_id }))
      : [],
  };
}

export const settingsHandlers: AnyHandler[] = [
  http.get('*/start-data', ({ request }) => {
    const { state, session } = requestContext();
    return ok(startData(state, session, request));
  }),

  http.get('*/settings/data', () => {
    const { state } = requestContext();
    return ok(publicSettings(state));
  }),

  http.get('*/settings-data', ({ request }) => {
    const { state } = requestContext();
    return ok({ settings: publicSettings(state), static_asset: staticAsset(request) });
  }),

  http.get('*/language/keywords', () => {
    const { state, session } = requestContext();
    return ok({
      lang: languageKeywords(state, session),
      language: toLanguage(activeLanguage(state, session)),
    });
  }),

  http.get('*/change/locale/:locale', ({ params }) => {
    const { shop, session } = requestContext();
    const language = shop.update((state) => setLocale(state, session, text(params.locale)));
    if (!language) return fail(translate(shop.state, session, 'Language not found'));
    return ok({ active_language: toLanguage(language) });
  }),

  http.get('*/change/currency/:code', ({ params }) => {
    const { shop, session } = requestContext();
    const currency = shop.update((state) => setCurrency(state, session, text(params.code)));
    if (!currency) return fail(translate(shop.state, session, 'Currency not found'));
    return ok({
      active_currency: toCurrency(answeredRate(shop.state, currency)),
      success: translate(shop.state, session, 'Currency changed successfully'),
    });
  }),

  http.get('*/viewed-products', () => {
    const { state, session } = requestContext();
    return ok({ viewed_products: viewedProducts(state, session) });
  }),

  http.get('*/sidebar/categories', () => {
    const { state } = requestContext();
    return ok({ categories: toCategoryTree(state) });
  }),

  http.get('*/get/country-list', () => {
    const { state } = requestContext();
    return ok({ countries: state.catalogue.countries.filter((c) => c.status === 1).map((c) => ({ ...c })) });
  }),

  http.get('*/state/by-country/:countryId', ({ params }) => {
    const { state } = requestContext();
    const id = idOf(params.countryId);
    return ok({ states: state.catalogue.states.filter((s) => s.country_id === id).map((s) => ({ ...s })) });
  }),

  http.get('*/city/by-state/:stateId', ({ params }) => {
    const { state } = requestContext();
    const id = idOf(params.stateId);
    return ok({
      cities: state.catalogue.cities
        .filter((c) => c.state_id === id)
        .map((c) => ({
          id: c.id,
          name: c.name,
          state_id: c.state_id,
          country_id: c.country_id,
          cost: c.cost,
          latitude: c.latitude,
          longitude: c.longitude,
        })),
    });
  }),

  http.post('*/home/subscribers', async ({ request }) => {
    const body = await readBody(request);
    const email = text(body.email).trim();
    if (!email) return invalid({ email: ['The email field is required.'] });
    if (email.length > 255 || !isEmail(email)) {
      return invalid({ email: ['The email must be a valid email address.'] });
    }
    const { shop, session, at } = requestContext();
    const added = shop.update((state) => subscribe(state, email, at));
    if (!added) return invalid({ email: ['The email has already been taken.'] });
    return ok({ success: translate(shop.state, session, 'Subscribed successfully') });
  }),
];
