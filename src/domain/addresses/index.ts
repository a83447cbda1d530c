// The shopper's address book (GET /user/address), read by checkout and the addresses screens.
// The folder's public face: code outside src/lib imports from '@/lib/addresses' only.
export * from './address-book';
