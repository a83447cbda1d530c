// Which saved scroll position a location gets back (React Router's `<ScrollRestoration getKey>`, src/app/layout/RootLayout.tsx).
//
// React Router keys a position by `location.key`, and every page's first history entry, the one a document load
// makes, has the same key: `"default"`. So a shopper who scrolled down the home page and then opened another page
// of the shop by loading it (an address typed or pasted, a link from an e-mail in the same tab, a payment page
// loaded under its own policy, the reload after a missing chunk) found that page scrolled as far as the home page
// had been. A document load's first entry is now told apart by an id kept in its own `history.state`: a reload or
// a way back to that entry finds the same id, and its position; a new document load gets a new id, and the top.

/** Our field in the first entry's `history.state` (React Router keeps a state's other fields: `{ ...state, idx }`). */
export const ENTRY_FIELD = 'mfEntry';

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * The id of the history entry this document was loaded into: read from its `history.state`, or made and written
 * there on a new document load.
 */
export function documentEntryId(history: Pick<History, 'state' | 'replaceState'> = window.history): string {
  const state: unknown = history.state;
  const fields = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const known = fields[ENTRY_FIELD];
  if (typeof known === 'string' && known !== '') return known;
  const id = newId();
  history.replaceState({ ...fields, [ENTRY_FIELD]: id }, '');
  return id;
}

/**
 * The scroll-position key of `location`: its own key, or, for the first entry of a document load (`"default"`), that
 * entry's id.
 */
export function scrollKey(location: { key: string }, entryId: () => string): string {
  return location.key === 'default' ? `entry-${entryId()}` : location.key;
}

let thisDocument: string | undefined;

/**
 * `scrollKey` for this document's history: its first entry's id is read (or written) once, on first use — when the
 * router enables scroll restoration on the page's first location, while that entry is the current one.
 */
export const pageScrollKey = (location: { key: string }): string =>
  scrollKey(location, () => (thisDocument ??= documentEntryId()));
