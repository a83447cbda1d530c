/**
 * Persisting the mutable state. Browser: one localStorage key, written after each change and read on start.
 * Node/tests: memory (or nothing). What is stored is deliberately not secret (R7): session ids and CSRF tokens are
 * NOT persisted — on restore the current shopper gets a fresh session id and token; passwords exist only as demo
 * digests. Anything unreadable or from another version/seed is ignored and the seeded state is used.
 */
import type { Catalogue } from '../data/catalogue';
import { newSession } from './initial';
import type { DemoShopState, MutableShopState, Session } from './types';

export const STORAGE_KEY = 'marketfront-demo-shop-v1';
const FORMAT_VERSION = 1;

export interface PersistenceAdapter {
  load(): string | null;
  save(data: string): void;
  clear(): void;
}

/** Keeps the serialised state in memory: lets tests "reload" the shop from what would have been stored. */
export function memoryPersistence(
  initial: string | null = null,
): PersistenceAdapter & { readonly data: string | null } {
  let data = initial;
  return {
    load: () => data,
    save: (next) => {
      data = next;
    },
    clear: () => {
      data = null;
    },
    get data() {
      return data;
    },
  };
}

/** localStorage under one key; storage errors (quota, privacy mode) degrade to in-memory behaviour. */
export function localStoragePersistence(
  storage: Storage = globalThis.localStorage,
  key = STORAGE_KEY,
): PersistenceAdapter {
  return {
    load: () => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    save: (data) => {
      try {
        storage.setItem(key, data);
      } catch {
        // Quota exceeded or storage disabled: the demo keeps working from memory.
      }
    },
    clear: () => {
      try {
        storage.removeItem(key);
      } catch {
        // ignore
      }
    },
  };
}

/** The current shopper, without the session id and CSRF token. */
type PersistedShopper = Omit<Session, 'id' | 'csrf_token'>;

interface PersistedState {
  format: number;
  seed: number;
  epoch: number;
  shopper: PersistedShopper | null;
  state: Omit<MutableShopState, 'sessions' | 'currentSessionId'>;
}

export function serializeState(state: DemoShopState): string {
  const { catalogue, sessions, currentSessionId, ...rest } = state;
  const current = sessions[currentSessionId];
  let shopper: PersistedShopper | null = null;
  if (current) {
    const { id: _id, csrf_token: _token, ...kept } = current;
    shopper = kept;
  }
  const payload: PersistedState = {
    format: FORMAT_VERSION,
    seed: catalogue.seed,
    epoch: catalogue.epoch,
    shopper,
    state: rest,
  };
  return JSON.stringify(payload);
}

const ARRAY_KEYS = [
  'users',
  'appliedCoupons',
  'wishlists',
  'followers',
  'addresses',
  'orders',
  'notifications',
  'wallet',
  'rewards',
  'rewardDetails',
  'reviews',
  'reviewLikes',
  'blogComments',
  'blogCommentLikes',
  'viewedProducts',
  'subscribers',
  'contactMessages',
] as const;
const OBJECT_KEYS = ['counters', 'carts', 'compare', 'blogViews', 'stock', 'idempotency'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function looksValid(value: unknown, catalogue: Catalogue): value is PersistedState {
  if (!isObject(value) || value.format !== FORMAT_VERSION) return false;
  if (value.seed !== catalogue.seed || value.epoch !== catalogue.epoch) return false;
  const state = value.state;
  if (!isObject(state) || state.version !== 1 || typeof state.rng !== 'number') return false;
  if (!ARRAY_KEYS.every((k) => Array.isArray(state[k]))) return false;
  if (!OBJECT_KEYS.every((k) => isObject(state[k]))) return false;
  const stock = state.stock as Record<string, unknown>;
  return (
    isObject(stock.products) &&
    isObject(stock.variants) &&
    (value.shopper === null || isObject(value.shopper))
  );
}

/** Rebuild the state from stored text, or null when there is nothing usable. */
export function restoreState(text: string | null, catalogue: Catalogue, at: number): DemoShopState | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!looksValid(parsed, catalogue)) return null;
  const state: DemoShopState = { ...parsed.state, sessions: {}, currentSessionId: '', catalogue };
  const fresh = newSession(state, catalogue, at);
  const session: Session = parsed.shopper
    ? { ...fresh, ...parsed.shopper, id: fresh.id, csrf_token: fresh.csrf_token }
    : fresh;
  state.sessions[session.id] = session;
  state.currentSessionId = session.id;
  return state;
}
