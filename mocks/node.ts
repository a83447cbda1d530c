/** The demo shop for Node (Vitest): the shared handlers on msw/node. State stays in memory. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
