// The second entry: a page a server rendered (docs/performance.md, "Server-rendered first screen"; issue 36 lever 5)
// loads this instead of src/main.tsx (the server names it, from the build's manifest). It hydrates the server's
// markup with the answers serialised beside it; if the page's state cannot be read, it renders over the markup as
// main.tsx would. Built into every production build, loaded by no page that was not server-rendered, so the drop-in's
// first route does not carry it. Server rendering serves the API from the server, so no demo shop (MSW) starts here.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { rootErrorCallbacks } from '@/lib/telemetry';
import { App } from './app/App';
import { hydrateServerRender } from './app/shell/hydration';

async function start() {
  const container = document.getElementById('root');
  if (!container) return;
  if (await hydrateServerRender(container, undefined, rootErrorCallbacks)) return;
  const root = createRoot(container, rootErrorCallbacks);
  startTransition(() => root.render(<App />));
}

void start();
