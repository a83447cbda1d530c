/**
 * Per-request context of the catalogue-area handlers: the store, the shopper's session (created inside `update`
 * when missing) and the demo clock. State is read fresh for every request and changed only inside `shop.update`.
 */
import { http, type AnyHandler, type HttpResponseResolver } from 'msw';
import { now } from '../../domain/clock';
import { currentSession } from '../../state/sessions';
import { getDemoShop, type DemoShop } from '../../state/store';
import type { DemoShopState, Session } from '../../state/types';

export interface RequestContext {
  shop: DemoShop;
  state: DemoShopState;
  session: Session;
  at: number;
}

export function requestContext(): RequestContext {
  const shop = getDemoShop();
  const existing = shop.state.sessions[shop.state.currentSessionId];
  const session = existing ?? shop.update((state) => currentSession(state));
  return { shop, state: shop.state, session, at: now() };
}

/** An integer id from a path/body value, or null. */
export function idOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 ? value : null;
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null;
  const n = Number.parseInt(value, 10);
  return n >= 1 ? n : null;
}

/** Integer ids from a body array (or a single value); invalid entries are dropped. */
export function idsOf(value: unknown): number[] {
  const list = Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ''
      ? []
      : [value];
  return list.map(idOf).filter((n): n is number => n !== null);
}

export const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** GET handlers for the contract's path (with its trailing slash) and the same path without: MSW matches strictly. */
export function bothSlashes(path: string, resolver: HttpResponseResolver): AnyHandler[] {
  return [http.get(path, resolver), http.get(path.replace(/\/+$/, ''), resolver)];
}
