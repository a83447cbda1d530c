// The storefront's session: settings, shopper, currency and language (StorefrontProvider, useStorefront), and what
// a sign-in or sign-out renews and forgets (session).
// The folder's public face: code outside src/lib imports from '@/lib/session' only.
export * from './StorefrontProvider';
export * from './session';
export * from './storefront-context';
export * from './use-storefront';
