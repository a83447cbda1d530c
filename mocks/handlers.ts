/**
 * The demo shop's request handlers (MSW), in priority order: the hand-written handlers that implement the
 * backend's behaviour over the store (state/), then orval's generated faker handlers, which answer only what the
 * demo shop does not implement yet (tests/contract lists those). The same list serves the browser worker
 * (browser.ts) and Node (node.ts).
 */
import type { AnyHandler } from 'msw';
import { catalogueHandlers } from './handlers/catalogue';
import { contentHandlers } from './handlers/content';
import { commerceHandlers } from './handlers/commerce';
import { fallbackHandlers } from './handlers/fallback';

export const demoShopHandlers: AnyHandler[] = [...catalogueHandlers, ...contentHandlers, ...commerceHandlers];

export const handlers: AnyHandler[] = [...demoShopHandlers, ...fallbackHandlers];
