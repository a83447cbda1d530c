// Every key the app keeps in localStorage, with the shape of its value. Preferences only: tokens, session ids and
// anything personal never go here (R7); the session lives in an HttpOnly cookie.

export interface DemoColours {
  accent: string;
  menuBackground: string;
  menuText: string;
}

export interface StoredValues {
  /** The shopper ticked "don't show this again" on the newsletter pop-up (spec §4). */
  'newsletter-popup-hidden': true;
  /** The demo-mode colour switcher's choices (spec §4). */
  'demo-colours': DemoColours;
  /**
   * Cart changes made offline, waiting for the connection (issue 11): product ids, quantities, line ids and each
   * change's Idempotency-Key, tagged with whose cart they belong to. Nothing personal beyond the shopper's own
   * cart; dropped when another shopper signs in (R7).
   */
  'offline-cart-changes': OfflineCartChanges;
}

export interface OfflineCartChanges {
  owner: string;
  changes: { key: 'add' | 'step' | 'remove'; variables: unknown; submittedAt: number }[];
}

export type StorageKey = keyof StoredValues;

const isColour = (value: unknown): value is string =>
  typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value);

/** Checks what was read back: storage is user-editable, so a stored value is untrusted input. */
export const storedValueGuards: { [K in StorageKey]: (value: unknown) => value is StoredValues[K] } = {
  'newsletter-popup-hidden': (value): value is true => value === true,
  'demo-colours': (value): value is DemoColours => {
    if (typeof value !== 'object' || value === null) return false;
    const { accent, menuBackground, menuText } = value as Record<string, unknown>;
    return isColour(accent) && isColour(menuBackground) && isColour(menuText);
  },
  // The shape only; each change's variables are checked against the contract when restored.
  'offline-cart-changes': (value): value is OfflineCartChanges => {
    if (typeof value !== 'object' || value === null) return false;
    const { owner, changes } = value as Record<string, unknown>;
    return (
      typeof owner === 'string' &&
      Array.isArray(changes) &&
      changes.every((change: unknown) => {
        if (typeof change !== 'object' || change === null) return false;
        const { key, submittedAt } = change as Record<string, unknown>;
        return (key === 'add' || key === 'step' || key === 'remove') && typeof submittedAt === 'number';
      })
    );
  },
};

export const STORAGE_KEYS = Object.keys(storedValueGuards) as StorageKey[];
