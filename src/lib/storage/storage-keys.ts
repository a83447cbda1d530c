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
};

export const STORAGE_KEYS = Object.keys(storedValueGuards) as StorageKey[];
