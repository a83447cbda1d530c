/**
 * Video shops (add-on `video_shopping`), CMS pages and the contact form (openapi/paths/video-shopping.yaml,
 * pages.yaml; backend-api §2.7, §2.8).
 */
import { http } from 'msw';
import { now } from '../../domain/clock';
import type { Product, VideoShop } from '../../domain/types';
import { fail, invalid, ok, readBody, readQuery } from '../../http/respond';
import { isListed, resourcePage, toProductCard, toVideoCard } from '../../http/views';
import { nextId, catalogueIndex } from '../../state/lookups';
import { currentSession } from '../../state/sessions';
import { getDemoShop } from '../../state/store';
import type { ContactMessage, DemoShopState, Session } from '../../state/types';
import { say } from './messages';
import { isEmail } from '../../domain/email';

const POPULAR_VIDEOS = 4;
const RELATED_PRODUCTS = 8;

const byPopularity = (a: VideoShop, b: VideoShop) => b.views - a.views || a.id - b.id;

function videoProducts(state: DemoShopState, video: VideoShop): Product[] {
  const index = catalogueIndex(state.catalogue);
  return video.product_ids
    .map((id) => index.products.get(id))
    .filter((p): p is Product => p !== undefined && isListed(state, p));
}

function videoDetails(state: DemoShopState, session: Session, video: VideoShop) {
  const at = now();
  const products = videoProducts(state, video);
  const shown = new Set(products.map((p) => p.id));
  const related = state.catalogue.products
    .filter((p) => p.user_id === video.user_id && !shown.has(p.id) && isListed(state, p))
    .sort((a, b) => b.total_sale - a.total_sale || a.id - b.id)
    .slice(0, RELATED_PRODUCTS);
  return {
    id: video.id,
    slug: video.slug,
    title: video.title,
    style: video.style,
    video_type: video.video_type,
    video_url: video.video_url,
    thumbnail: video.thumbnail,
    is_live: video.is_live,
    products: products.map((p) => toProductCard(state, session, p, { at })),
    related_products: related.map((p) => toProductCard(state, session, p, { at })),
    popular_videos: popularVideos(state, video.id),
  };
}

function popularVideos(state: DemoShopState, exceptId: number | null) {
  return [...state.catalogue.videoShops]
    .filter((v) => v.id !== exceptId)
    .sort(byPopularity)
    .slice(0, POPULAR_VIDEOS)
    .map(toVideoCard);
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** `ContactMessageRequest` rules, Laravel-style messages. */
function checkContact(state: DemoShopState, body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const limits: [field: string, max: number][] = [
    ['name', 255],
    ['email', 255],
    ['subject', 255],
    ['message', 5000],
  ];
  for (const [field, max] of limits) {
    const value = text(body[field]);
    if (!value) errors[field] = [`The ${field} field is required.`];
    else if (value.length > max) errors[field] = [`The ${field} must not be greater than ${max} characters.`];
  }
  if (!errors.email && !isEmail(text(body.email)))
    errors.email = ['The email must be a valid email address.'];
  const sellerId = body.seller_id;
  if (sellerId !== undefined && sellerId !== null && sellerId !== '') {
    const id = Number(sellerId);
    if (!state.catalogue.shops.some((s) => s.id === id))
      errors.seller_id = ['The selected seller id is invalid.'];
  }
  return errors;
}

export const pageHandlers = [
  http.get('*/get/video-shops', ({ request }) => {
    const { state } = getDemoShop();
    if (!state.catalogue.addOns.includes('video_shopping')) {
      return fail(say(state, currentSession(state), 'Video shopping is not active'));
    }
    return ok({
      videos: resourcePage(
        [...state.catalogue.videoShops].sort((a, b) => Number(b.is_live) - Number(a.is_live) || a.id - b.id),
        { page: readQuery(request).get('page'), perPage: 12, path: request.url },
        toVideoCard,
      ),
    });
  }),

  http.get('*/get/video-shops-details/:slug', ({ params }) => {
    const { state } = getDemoShop();
    const session = currentSession(state);
    if (!state.catalogue.addOns.includes('video_shopping'))
      return fail(say(state, session, 'Video shopping is not active'));
    const video = state.catalogue.videoShops.find((v) => v.slug === params.slug);
    // Unknown slug: the backend answers only the popular videos.
    return ok({
      video: video ? videoDetails(state, session, video) : { popular_videos: popularVideos(state, null) },
    });
  }),

  http.get('*/home/contact-page', () => {
    const { state } = getDemoShop();
    const session = currentSession(state);
    const page = state.catalogue.contactPage;
    return ok({
      contact: {
        id: page.id,
        title: say(state, session, page.title),
        address: page.address,
        email: page.email,
        optional_email: page.optional_email,
        phone: page.phone,
        optional_phone: page.optional_phone,
        working_hours: page.working_hours,
        latitude: page.latitude,
        longitude: page.longitude,
      },
    });
  }),

  http.get('*/home/others-page/:slug', ({ params }) => {
    const { state } = getDemoShop();
    const session = currentSession(state);
    const page = state.catalogue.pages.find((p) => p.slug === params.slug);
    if (!page) return fail(say(state, session, 'Page not found'));
    return ok({
      page: { id: page.id, title: say(state, session, page.title), link: page.slug, content: page.content },
    });
  }),

  http.post('*/send-message', async ({ request }) => {
    const body = await readBody(request);
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const errors = checkContact(state, body);
      if (Object.keys(errors).length > 0) return invalid(errors);
      const sellerId =
        body.seller_id === undefined || body.seller_id === null || body.seller_id === ''
          ? null
          : Number(body.seller_id);
      const contact: ContactMessage = {
        id: nextId(state, 'contact_message'),
        name: text(body.name),
        email: text(body.email),
        subject: text(body.subject),
        message: text(body.message),
        seller_id: sellerId,
        created_at: new Date(now()).toISOString(),
      };
      state.contactMessages.push(contact);
      return ok({ contact, success: say(state, session, 'Message sent successfully') });
    });
  }),
];
