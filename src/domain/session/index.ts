// The shopper's session as screens change it: signing in and the sign-ups that sign in at once (sign-in), the
// password reset (password-reset), signing out (logout) and the account area's check-auth (account-check). The
// auth endpoints are this word's alone; the session's plumbing (the start data, the storefront context, renewing
// the caches of a new session) stays in lib/session.
export * from './account-check';
export * from './logout';
export * from './password-reset';
export * from './sign-in';
