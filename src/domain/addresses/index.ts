// The shopper's address book: its one query (GET /user/address, read by checkout and the addresses screens), the
// address a guest order leaves waiting for an account (address-book), and the book's changes with the places an
// address is made of (address-queries). The addresses endpoints are this word's alone.
export * from './address-book';
export * from './address-queries';
