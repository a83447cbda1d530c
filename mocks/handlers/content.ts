import type { AnyHandler } from 'msw';

export const contentHandlers: AnyHandler[] = [];
