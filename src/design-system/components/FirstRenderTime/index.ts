import { createContext } from 'react';

/**
 * The server's clock when a page was rendered on the server (docs/performance.md, "Server-rendered first screen"):
 * a countdown's first render counts from it, on the server and again when the browser hydrates that markup, so both
 * write the same numbers; it ticks from the browser's clock after that. Undefined (the default): the first render
 * counts from now.
 */
export const FirstRenderTime = createContext<number | undefined>(undefined);
