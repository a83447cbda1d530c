/**
 * The demo shop store: one `DemoShopState`, changed only through `update()`, which persists after each change and
 * rolls back if the change throws. One shared instance serves the handlers (`getDemoShop()`); the browser entry
 * configures localStorage persistence first; `resetDemoShop()` returns to the seeded state (and clears storage).
 */
import { getCatalogue, type Catalogue } from '../data/catalogue';
import { now } from '../domain/clock';
import { createInitialState } from './initial';
import { restoreState, serializeState, type PersistenceAdapter } from './persistence';
import type { DemoShopState, MutableShopState } from './types';

export interface DemoShop {
  readonly catalogue: Catalogue;
  /** The live state. Read it per request; do not keep references across a reset. */
  readonly state: DemoShopState;
  /** Apply a change atomically: persisted afterwards, rolled back if it throws. */
  update<T>(change: (state: DemoShopState) => T): T;
  /** Back to the seeded initial state; clears what was persisted. */
  reset(): void;
  /**
   * Run the shop with another catalogue from now on (an owner's settings and add-ons, owner-settings.ts); what
   * shoppers did (carts, orders, sessions) stays.
   */
  useCatalogue(catalogue: Catalogue): void;
}

export interface DemoShopOptions {
  catalogue?: Catalogue;
  /** Where to keep the mutable state; none = memory only, nothing serialised. */
  persistence?: PersistenceAdapter | null;
}

function mutablePart(state: DemoShopState): MutableShopState {
  const { catalogue: _catalogue, ...mutable } = state;
  return mutable;
}

export function createDemoShop(options: DemoShopOptions = {}): DemoShop {
  let catalogue = options.catalogue ?? getCatalogue();
  const persistence = options.persistence ?? null;
  let state = restoreState(persistence?.load() ?? null, catalogue, now()) ?? createInitialState(catalogue);

  const persist = () => persistence?.save(serializeState(state));

  return {
    get catalogue() {
      return catalogue;
    },
    get state() {
      return state;
    },
    update(change) {
      const snapshot = structuredClone(mutablePart(state));
      try {
        const result = change(state);
        persist();
        return result;
      } catch (error) {
        state = { ...snapshot, catalogue };
        throw error;
      }
    },
    reset() {
      persistence?.clear();
      state = createInitialState(catalogue);
    },
    useCatalogue(next) {
      if (next === catalogue) return;
      catalogue = next;
      state = { ...state, catalogue };
    },
  };
}

let instance: DemoShop | null = null;
let scopedShop: (() => DemoShop | undefined) | null = null;

/**
 * Let a host pick the store per request (the Node demo server gives each session cookie its own store through
 * AsyncLocalStorage). Outside a request, or with no resolver, the shared instance is used.
 */
export function setDemoShopResolver(resolver: (() => DemoShop | undefined) | null): void {
  scopedShop = resolver;
}

/** Replace the shared instance (e.g. with localStorage persistence in the browser, or a fresh one in a test). */
export function configureDemoShop(options: DemoShopOptions = {}): DemoShop {
  instance = createDemoShop(options);
  return instance;
}

/** The shared demo shop (in memory unless configured). */
export function getDemoShop(): DemoShop {
  const scoped = scopedShop?.();
  if (scoped) return scoped;
  instance ??= createDemoShop();
  return instance;
}

/** "Reset demo shop": back to the seeded state. */
export function resetDemoShop(): void {
  getDemoShop().reset();
}
