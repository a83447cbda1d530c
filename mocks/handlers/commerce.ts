import type { AnyHandler } from 'msw';

export const commerceHandlers: AnyHandler[] = [];
