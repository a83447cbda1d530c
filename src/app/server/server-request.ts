import { createContext } from 'react';

/**
 * What a server render knows of the request it renders (src/app/server/render.tsx), for the few parts whose first
 * render depends on it; none in the browser. The browser's first render of a hydrating page must read the same
 * answer from the page's own state (its cookies), so the two match.
 */
export interface ServerRequest {
  /** The request's `Cookie` header ('' when none). */
  cookie: string;
  /**
   * The lazily loaded parts outside the route that the markup holds, by source module (the build manifest's key):
   * the page links their stylesheets, so they paint styled before any script runs.
   */
  parts: Set<string>;
  /**
   * Tells the server what the page's `<html>` carries for its first paint, as the app sets it in the browser
   * (`ShopTheme`): the language, its direction and the shop's colours. Without them a server's page painted left to
   * right and in the default colours, and turned when it hydrated.
   */
  describeDocument: (document: ServerDocument) => void;
}

export interface ServerDocument {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** `--mf-color-accent` → `#2563eb`, … (`resolveThemeOverrides`). */
  theme: Record<string, string>;
}

export const ServerRequestContext = createContext<ServerRequest | null>(null);

/**
 * The parts the server's markup holds (`ServerRequest.parts`, carried in the page's state), while the browser
 * hydrates it; null in a page the browser rendered itself. A part whose first render reads the browser's state
 * reads this instead: the cookie may have changed since the server read it (another page of the shop, still open,
 * answered the notice meanwhile), and the first render must be the server's.
 */
export const ServerRenderedPartsContext = createContext<ReadonlySet<string> | null>(null);
