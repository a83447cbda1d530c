// One shopper intent, one request: a synchronous guard for buttons that change something and an intent key reused
// by the intent's retries (cart adds, checkout, payment, wallet, rewards, orders all use it).
// The folder's public face: code outside src/lib imports from '@/lib/one-intent' only.
export * from './one-intent';
