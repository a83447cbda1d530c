import type { AnyHandler } from 'msw';

export const catalogueHandlers: AnyHandler[] = [];
