/**
 * Contract samples of the content and account-entry areas: auth, shops, campaigns, video shopping, pages, blog.
 * Codes the demo only "sends" (OTPs, reset codes) are read from its outbox when the request body is serialised,
 * i.e. after `setup` ran: `later(() => …)` is a value whose `toJSON` is called by `JSON.stringify`.
 */
import { getCatalogue } from '@mocks/data/catalogue';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID, DEMO_PASSWORD } from '@mocks/data/users';
import { issueSocialIdToken, lastMessageTo } from '@mocks/state/auth';
import { now } from '@mocks/domain/clock';
import { getDemoShop } from '@mocks/state/store';
import type { ContractSample, SampleTable } from './types';

const catalogue = getCatalogue();
const customer = catalogue.seedAccounts.users.find((u) => u.id === DEMO_CUSTOMER_ID)!;
const followed = new Set(
  catalogue.seedAccounts.followers
    .filter((f) => f.user_id === DEMO_CUSTOMER_ID)
    .map((f) => f.seller_profile_id),
);
const followedShop = catalogue.shops.find((s) => followed.has(s.id))!;
const otherShop = catalogue.shops.find((s) => !followed.has(s.id))!;
const couponShop = catalogue.shops.find((s) => catalogue.coupons.some((c) => c.user_id === s.user_id))!;
const campaign = catalogue.campaigns.find((c) => c.flash_sale)!;
const video = catalogue.videoShops[0]!;
const blogCategory = catalogue.blogCategories[0]!;
const reply = catalogue.blogComments.find((c) => c.level === 1)!;
const thread = catalogue.blogComments.find((c) => c.id === reply.parent_id)!;
const blog = catalogue.blogs.find((b) => b.id === thread.blog_id)!;
const page = catalogue.pages[0]!;

/** A body value computed when the request is sent (after `setup`). */
const later = (get: () => unknown) => ({ toJSON: get });
/** An ID token the demo's simulated provider issued for this uid and e-mail (issued when the body is sent). */
const idTokenFor = (uid: string, email: string) =>
  later(() => getDemoShop().update((state) => issueSocialIdToken(state, { uid, email }, now())));
const codeSentTo = (to: string) => later(() => lastMessageTo(getDemoShop().state, to)?.code ?? '');
/** An OTP that differs from the one sent (digits rotated by one). */
const wrongCodeSentTo = (to: string) =>
  later(() =>
    (lastMessageTo(getDemoShop().state, to)?.code ?? '00000').replace(/\d/g, (d) =>
      String((Number(d) + 1) % 10),
    ),
  );

const NEW_PHONE = '+8801799000001';
const newCustomer = {
  first_name: 'Nadia',
  last_name: 'Rahman',
  email: 'nadia@example.com',
  password: 'secret123',
};

const auth: SampleTable = {
  login: [
    {
      label: 'the demo customer',
      path: '/login',
      json: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD, remember: 1 },
    },
    {
      label: 'wrong password',
      path: '/login',
      json: { email: DEMO_CUSTOMER_EMAIL, password: 'wrong-one' },
      expect: 'error',
    },
    {
      label: 'unknown e-mail',
      path: '/login',
      json: { email: 'nobody@example.com', password: DEMO_PASSWORD },
      expect: 'error',
    },
    {
      label: 'not activated yet',
      path: '/login',
      setup: async (call) => void (await call('POST', '/register', newCustomer)),
      json: { email: newCustomer.email, password: newCustomer.password },
      expect: 'error',
    },
    {
      label: 'already signed in',
      path: '/login',
      signedIn: true,
      json: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD },
      expect: 'error',
    },
  ],
  requestLoginOtp: [
    { label: 'known phone', path: '/get-otp', json: { phone: customer.phone } },
    { label: 'unknown phone', path: '/get-otp', json: { phone: '+8801711111199' }, expect: 'error' },
    { label: 'no phone', path: '/get-otp', json: {}, expect: 'validation' },
  ],
  submitLoginOtp: [
    {
      label: 'the OTP sent',
      path: '/submit-otp',
      setup: async (call) => void (await call('POST', '/get-otp', { phone: customer.phone })),
      json: { phone: customer.phone, otp: codeSentTo(customer.phone) },
    },
    {
      label: 'wrong OTP',
      path: '/submit-otp',
      setup: async (call) => void (await call('POST', '/get-otp', { phone: customer.phone })),
      json: { phone: customer.phone, otp: wrongCodeSentTo(customer.phone) },
      expect: 'error',
    },
    {
      label: 'no OTP requested',
      path: '/submit-otp',
      json: { phone: customer.phone, otp: '12345' },
      expect: 'error',
    },
  ],
  socialLogin: [
    {
      label: 'new social account',
      path: '/social-login',
      json: {
        uid: 'firebase-uid-1',
        id_token: idTokenFor('firebase-uid-1', 'sam.lee@example.com'),
        name: 'Sam Lee',
        email: 'sam.lee@example.com',
        gender: 'male',
        dob: '1990-01-02',
      },
    },
    {
      label: 'a customer’s e-mail in the token',
      path: '/social-login',
      json: {
        uid: 'firebase-uid-2',
        id_token: idTokenFor('firebase-uid-2', DEMO_CUSTOMER_EMAIL),
        name: 'Demo',
        email: DEMO_CUSTOMER_EMAIL,
      },
    },
    { label: 'missing uid', path: '/social-login', json: { name: 'No Uid' }, expect: 'error' },
    {
      label: 'posted e-mail without a token',
      path: '/social-login',
      json: { uid: 'x', email: DEMO_CUSTOMER_EMAIL },
      expect: 'validation',
    },
    {
      label: 'forged token',
      path: '/social-login',
      json: { uid: 'x', email: DEMO_CUSTOMER_EMAIL, id_token: 'demo-id-token.forged' },
      expect: 'validation',
    },
    {
      label: 'the admin’s e-mail in the token',
      path: '/social-login',
      json: { uid: 'firebase-uid-3', id_token: idTokenFor('firebase-uid-3', 'admin@marketfront.test') },
      expect: 'error',
    },
  ],
  logout: [
    { label: 'signed in', path: '/logout', signedIn: true },
    { label: 'guest', path: '/logout', expect: 'unauthenticated' },
  ],
  register: [
    { label: 'e-mail flow', path: '/register', json: newCustomer },
    {
      label: 'e-mail taken',
      path: '/register',
      json: { ...newCustomer, email: DEMO_CUSTOMER_EMAIL },
      expect: 'validation',
    },
    {
      label: 'short password and name',
      path: '/register',
      json: { ...newCustomer, first_name: 'N', password: '123' },
      expect: 'validation',
    },
    {
      label: 'phone flow',
      path: '/register',
      setup: async (call) =>
        void (await call('POST', '/register/by-phone', {
          first_name: 'Rafi',
          last_name: 'Khan',
          phone: NEW_PHONE,
        })),
      json: { first_name: 'Rafi', last_name: 'Khan', phone: NEW_PHONE, otp: codeSentTo(NEW_PHONE) },
    },
    {
      label: 'phone flow, wrong OTP',
      path: '/register',
      setup: async (call) =>
        void (await call('POST', '/register/by-phone', {
          first_name: 'Rafi',
          last_name: 'Khan',
          phone: NEW_PHONE,
        })),
      json: { first_name: 'Rafi', last_name: 'Khan', phone: NEW_PHONE, otp: wrongCodeSentTo(NEW_PHONE) },
      expect: 'error',
    },
  ],
  registerByPhone: [
    {
      label: 'new phone',
      path: '/register/by-phone',
      json: { first_name: 'Rafi', last_name: 'Khan', phone: NEW_PHONE },
    },
    {
      label: 'phone taken',
      path: '/register/by-phone',
      json: { first_name: 'Rafi', last_name: 'Khan', phone: customer.phone },
      expect: 'validation',
    },
    {
      label: 'resend too soon',
      path: '/register/by-phone',
      setup: async (call) =>
        void (await call('POST', '/register/by-phone', {
          first_name: 'Rafi',
          last_name: 'Khan',
          phone: NEW_PHONE,
        })),
      json: { first_name: 'Rafi', last_name: 'Khan', phone: NEW_PHONE },
      expect: 'error',
    },
  ],
  requestPasswordReset: [
    { label: 'known e-mail', path: '/reset-password', json: { email: DEMO_CUSTOMER_EMAIL } },
    {
      label: 'unknown e-mail',
      path: '/reset-password',
      json: { email: 'nobody@example.com' },
      expect: 'validation',
    },
  ],
  createNewPassword: [
    {
      label: 'code from the reset mail',
      path: '/create-new-password',
      setup: async (call) => void (await call('POST', '/reset-password', { email: DEMO_CUSTOMER_EMAIL })),
      json: {
        email: DEMO_CUSTOMER_EMAIL,
        resetCode: codeSentTo(DEMO_CUSTOMER_EMAIL),
        newPassword: 'newsecret1',
        confirmPassword: 'newsecret1',
      },
    },
    {
      label: 'wrong code',
      path: '/create-new-password',
      setup: async (call) => void (await call('POST', '/reset-password', { email: DEMO_CUSTOMER_EMAIL })),
      json: {
        email: DEMO_CUSTOMER_EMAIL,
        resetCode: 'not-the-code',
        newPassword: 'newsecret1',
        confirmPassword: 'newsecret1',
      },
      expect: 'error',
    },
    {
      label: 'confirmation differs',
      path: '/create-new-password',
      json: {
        email: DEMO_CUSTOMER_EMAIL,
        resetCode: 'x',
        newPassword: 'newsecret1',
        confirmPassword: 'newsecret2',
      },
      expect: 'validation',
    },
  ],
  registerSeller: [
    {
      label: 'new seller',
      path: '/seller-register',
      json: {
        first_name: 'Tariq',
        last_name: 'Aziz',
        email: 'tariq@example.com',
        phone: '+8801799000002',
        password: 'secret123',
        shop_name: 'Tariq Traders',
        address: '3 Lake Road, Dhaka',
        user_type: 'seller',
      },
    },
    {
      label: 'e-mail and shop name taken',
      path: '/seller-register',
      json: {
        first_name: 'Tariq',
        last_name: 'Aziz',
        email: DEMO_CUSTOMER_EMAIL,
        phone: '+8801799000002',
        password: 'secret123',
        shop_name: catalogue.shops[0]!.shop_name,
        address: '3 Lake Road, Dhaka',
        user_type: 'seller',
      },
      expect: 'validation',
    },
  ],
  checkAuth: [
    { label: 'signed in', path: '/home/check-auth', signedIn: true },
    { label: 'guest', path: '/home/check-auth', expect: 'unauthenticated' },
  ],
};

const shops: SampleTable = {
  getAllSellers: [
    { label: 'first page', path: '/home/sellers' },
    { label: 'top rated, 5 per page, page 2', path: '/home/sellers?sort=top_rated&paginate=5&page=2' },
  ],
  getShopPage: [
    { label: 'a shop', path: `/shop-page-data/${couponShop.slug}` },
    { label: 'unknown shop', path: '/shop-page-data/no-such-shop', expect: 'error' },
  ],
  getSellerCoupons: [
    { label: 'a seller with coupons', path: `/seller/coupons/${couponShop.user_id}/?page=1` },
    { label: 'unknown seller', path: '/seller/coupons/999/' },
  ],
  followShop: [
    { label: 'a new shop', path: `/user/follow-shop?id=${otherShop.id}`, signedIn: true },
    {
      label: 'already followed (no duplicate)',
      path: `/user/follow-shop?id=${followedShop.id}`,
      signedIn: true,
    },
    { label: 'unknown shop', path: '/user/follow-shop?id=9999', signedIn: true, expect: 'error' },
    { label: 'guest', path: `/user/follow-shop?id=${otherShop.id}`, expect: 'unauthenticated' },
  ],
  unfollowShop: [
    { label: 'a followed shop', path: `/user/remove-followed?id=${followedShop.id}`, signedIn: true },
    {
      label: 'not followed',
      path: `/user/remove-followed?id=${otherShop.id}`,
      signedIn: true,
      expect: 'error',
    },
    { label: 'guest', path: `/user/remove-followed?id=${followedShop.id}`, expect: 'unauthenticated' },
  ],
  getFollowedSellers: [
    { label: 'signed in', path: '/user/followed-sellers?page=1', signedIn: true },
    { label: 'guest', path: '/user/followed-sellers', expect: 'unauthenticated' },
  ],
};

const campaigns: SampleTable = {
  getCampaigns: [{ path: '/home/campaign-lists?page=1' }],
  getCampaignProducts: [
    { label: 'flash sale', path: `/home/campaign-products?slug=${campaign.slug}&page=1` },
    { label: 'page 2', path: `/home/campaign-products?slug=${campaign.slug}&page=2` },
    { label: 'unknown campaign', path: '/home/campaign-products?slug=no-such-campaign', expect: 'error' },
  ],
  getCampaignBrandsOrShops: [
    { label: 'brands', path: `/home/campaign-brands?slug=${campaign.slug}&type=brand&page=1` },
    { label: 'shops', path: `/home/campaign-brands?slug=${campaign.slug}&type=shop&page=1` },
    {
      label: 'unknown campaign',
      path: '/home/campaign-brands?slug=no-such-campaign&type=brand',
      expect: 'error',
    },
  ],
};

const videoShopping: SampleTable = {
  getVideoShops: [{ path: '/get/video-shops?page=1' }],
  getVideoShopDetails: [
    { label: 'a video', path: `/get/video-shops-details/${video.slug}` },
    { label: 'unknown slug: popular videos only', path: '/get/video-shops-details/no-such-video' },
  ],
};

const contact = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'Delivery',
  message: 'When will my order arrive?',
};

const pages: SampleTable = {
  getContactPage: [{ path: '/home/contact-page' }],
  getStaticPage: [
    { label: 'a page', path: `/home/others-page/${page.slug}` },
    { label: 'unknown page', path: '/home/others-page/no-such-page', expect: 'error' },
  ],
  sendContactMessage: [
    { label: 'contact form', path: '/send-message', json: contact },
    { label: 'to a seller', path: '/send-message', json: { ...contact, seller_id: otherShop.id } },
    { label: 'missing fields', path: '/send-message', json: { name: 'Jane Doe' }, expect: 'validation' },
    {
      label: 'bad e-mail',
      path: '/send-message',
      json: { ...contact, email: 'not-an-email' },
      expect: 'validation',
    },
  ],
};

const likeComment = { id: thread.id, blog_id: blog.id, paginate: 1 };
const likeReply = { id: reply.id, comment_id: thread.id };
const signedInWith =
  (path: string, json: Record<string, unknown>): ContractSample['setup'] =>
  async (call) =>
    void (await call('POST', path, json));

const blogSamples: SampleTable = {
  getBlogs: [
    { label: 'newest', path: '/home/blogs?page=1' },
    { label: 'category, oldest first', path: `/home/blogs?slug=${blogCategory.slug}&sort=oldest` },
    { label: 'search', path: `/home/blogs?title=${encodeURIComponent(blog.title.split(' ')[0]!)}` },
  ],
  getBlogDetails: [
    { label: 'a post', path: `/home/blog-details/${blog.slug}` },
    { label: 'unknown post', path: '/home/blog-details/no-such-post', expect: 'error' },
  ],
  loadBlogCategories: [{ path: '/load/blog-categories?page=1' }],
  loadBlogComments: [
    { label: 'a post', path: `/load/blog-comments/${blog.id}?page=1` },
    { label: 'unknown post', path: '/load/blog-comments/9999', expect: 'error' },
  ],
  storeBlogComment: [
    {
      label: 'signed in',
      path: '/store/blog-comment',
      signedIn: true,
      json: { blog_id: blog.id, comment: 'Great post!', slug: blog.slug },
    },
    {
      label: 'guest',
      path: '/store/blog-comment',
      json: { blog_id: blog.id, comment: 'Great post!' },
      expect: 'error',
    },
    {
      label: 'empty comment',
      path: '/store/blog-comment',
      signedIn: true,
      json: { blog_id: blog.id, comment: ' ' },
      expect: 'error',
    },
  ],
  storeBlogCommentReply: [
    {
      label: 'reply to a comment',
      path: '/store/blog-comment-reply',
      signedIn: true,
      json: { blog_comment_id: thread.id, parent_id: null, level: 1, comment: 'Agreed!', slug: blog.slug },
    },
    {
      label: 'reply to a reply',
      path: '/store/blog-comment-reply',
      signedIn: true,
      json: { blog_comment_id: thread.id, parent_id: reply.id, level: 2, comment: 'Me too', slug: blog.slug },
    },
    {
      label: 'guest',
      path: '/store/blog-comment-reply',
      json: { blog_comment_id: thread.id, parent_id: null, level: 1, comment: 'Agreed!' },
      expect: 'error',
    },
  ],
  likeBlogComment: [
    { label: 'signed in', path: '/blog/like-comments', signedIn: true, json: likeComment },
    {
      label: 'already liked',
      path: '/blog/like-comments',
      signedIn: true,
      setup: signedInWith('/blog/like-comments', likeComment),
      json: likeComment,
      expect: 'error',
    },
    { label: 'guest', path: '/blog/like-comments', json: likeComment, expect: 'error' },
  ],
  unlikeBlogComment: [
    {
      label: 'liked before',
      path: '/blog/unlike-comments',
      signedIn: true,
      setup: signedInWith('/blog/like-comments', likeComment),
      json: likeComment,
    },
    { label: 'not liked', path: '/blog/unlike-comments', signedIn: true, json: likeComment, expect: 'error' },
  ],
  likeBlogReply: [
    { label: 'signed in', path: '/blog/like-reply', signedIn: true, json: likeReply },
    {
      label: 'reply of another comment',
      path: '/blog/like-reply',
      signedIn: true,
      json: { ...likeReply, comment_id: thread.id + 9999 },
      expect: 'error',
    },
    { label: 'guest', path: '/blog/like-reply', json: likeReply, expect: 'error' },
  ],
  unlikeBlogReply: [
    {
      label: 'liked before',
      path: '/blog/unlike-reply',
      signedIn: true,
      setup: signedInWith('/blog/like-reply', likeReply),
      json: likeReply,
    },
    { label: 'not liked', path: '/blog/unlike-reply', signedIn: true, json: likeReply, expect: 'error' },
  ],
};

export const contentSamples: SampleTable = {
  ...auth,
  ...shops,
  ...campaigns,
  ...videoShopping,
  ...pages,
  ...blogSamples,
};
