// Every key the app keeps in web storage, with the shape of its value. localStorage holds preferences only;
// sessionStorage holds what belongs to the person using this tab, tagged with its owner and forgotten when the
// person behind the session changes (personal-data.ts). Tokens and session ids go in neither (R7): the session
// lives in an HttpOnly cookie.

export interface DemoColours {
  accent: string;
  menuBackground: string;
  menuText: string;
}

/** localStorage: preferences of this browser, nothing personal. */
export interface StoredValues {
  /** The shopper ticked "don't show this again" on the newsletter pop-up (spec §4). */
  'newsletter-popup-hidden': true;
  /** The demo-mode colour switcher's choices (spec §4). */
  'demo-colours': DemoColours;
  /** The shopper accepted the shop's GDPR notice (`gdpr_enable`); a choice of this browser, not of a person. */
  'gdpr-consent': true;
}

/** sessionStorage: this tab's person only (a reload keeps it; closing the browser, sign-out or a 401 ends it). */
export interface SessionValues {
  /**
   * Cart changes made offline, waiting for the connection (issue 11): product ids, quantities, line ids, the
   * cart's trx id and each change's Idempotency-Key, tagged with whose cart they belong to (R7).
   */
  'offline-cart-changes': OfflineCartChanges;
  /** This tab session's guest: the owner of a signed-out shopper's drafts and waiting changes (storage-owner.ts). */
  'guest-id': string;
  /** A payment handed to a gateway's page, recalled when the backend sends the shopper back (domain/payments). */
  'gateway-hand-off': GatewayHandOff;
  /**
   * The newest notification this tab has shown or held in the bell, and whose (domain/notifications): the next page
   * toasts what is newer once it listens, what the shop sent while no page of the tab was listening.
   */
  'notification-watermark': NotificationWatermark;
}

export interface NotificationWatermark {
  userId: number;
  id: number;
}

export interface GatewayHandOff {
  /** An order's payment (its transaction and code) or a wallet top-up (no transaction). */
  purpose: 'order' | 'wallet';
  gateway: string;
  trxId: string;
  code: string | null;
  /** When the shopper left (ms since the epoch). */
  at: number;
}

export interface OfflineCartChanges {
  owner: string;
  changes: { key: 'add' | 'step' | 'remove'; variables: unknown; submittedAt: number }[];
}

export type StorageKey = keyof StoredValues;
export type SessionStorageKey = keyof SessionValues;

export type ValueGuards<Values> = { [K in keyof Values]: (value: unknown) => value is Values[K] };

const isColour = (value: unknown): value is string =>
  typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value);

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A stored object's fields, none for anything else: each guard then checks the fields it needs. */
const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Checks what was read back: storage is user-editable, so a stored value is untrusted input. */
export const storedValueGuards: ValueGuards<StoredValues> = {
  'newsletter-popup-hidden': (value): value is true => value === true,
  'gdpr-consent': (value): value is true => value === true,
  'demo-colours': (value): value is DemoColours => {
    const { accent, menuBackground, menuText } = fieldsOf(value);
    return isColour(accent) && isColour(menuBackground) && isColour(menuText);
  },
};

export const sessionValueGuards: ValueGuards<SessionValues> = {
  // The shape only; each change's variables are checked against the contract when restored.
  'offline-cart-changes': (value): value is OfflineCartChanges => {
    const { owner, changes } = fieldsOf(value);
    return (
      typeof owner === 'string' &&
      Array.isArray(changes) &&
      changes.every((change: unknown) => {
        const { key, submittedAt } = fieldsOf(change);
        return (key === 'add' || key === 'step' || key === 'remove') && typeof submittedAt === 'number';
      })
    );
  },
  'guest-id': (value): value is string => typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value),
  'gateway-hand-off': (value): value is GatewayHandOff => {
    const { purpose, gateway, trxId, code, at } = fieldsOf(value);
    return (
      (purpose === 'order' || purpose === 'wallet') &&
      typeof gateway === 'string' &&
      /^[a-z_]{1,32}$/.test(gateway) &&
      typeof trxId === 'string' &&
      trxId.length <= 128 &&
      (code === null || (typeof code === 'string' && code.length <= 64)) &&
      typeof at === 'number'
    );
  },
  'notification-watermark': (value): value is NotificationWatermark => {
    const { userId, id } = fieldsOf(value);
    return isId(userId) && isId(id);
  },
};

export const STORAGE_KEYS = Object.keys(storedValueGuards) as StorageKey[];
export const SESSION_STORAGE_KEYS = Object.keys(sessionValueGuards) as SessionStorageKey[];
