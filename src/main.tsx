import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PAGE_ROOT_ATTRIBUTE } from '@/design-system/theme/scroll-lock';
import { rootErrorCallbacks } from '@/lib/telemetry';
import { App, type AppProps } from './app/App';

async function start() {
  let demoShop: AppProps['demoShop'];
  // The demo shop (MSW) is compiled in only when VITE_DEMO_SHOP=on (dev, e2e and demo builds); production
  // builds drop this branch, and the worker script is not shipped.
  if (import.meta.env.VITE_DEMO_SHOP === 'on') {
    // Requested together: one after the other, the small ones waited for the shop's large chunk to run first.
    const [{ startDemoShop, resetDemoShop }, { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD }, { demoSocialSignIn }] =
      await Promise.all([
        import('../mocks/browser'),
        import('../mocks/data/users'),
        import('../mocks/sign-in/social-provider'),
      ]);
    const { scenario, endScenario } = await startDemoShop();
    demoShop = {
      reset: resetDemoShop,
      scenario,
      endScenario,
      accounts: [
        { role: 'Customer', email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD },
        { role: 'Seller', email: 'seller1@marketfront.test', password: DEMO_PASSWORD },
      ],
      socialSignIn: demoSocialSignIn,
    };
  }
  // Our own index.html has <div id="root">. The backend's Blade shell has `<div id="app"><frontend_master …>` instead:
  // the app then mounts beside it and leaves that element (its start props) untouched.
  let container = document.getElementById('root');
  if (!container) {
    container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
  }
  // The page's element, for a modal's overlay (src/design-system/theme/scroll-lock.ts).
  container.setAttribute(PAGE_ROOT_ATTRIBUTE, '');
  // The first render is a transition (docs/performance.md, the section of that name): React renders it in slices of
  // a few milliseconds and lets the browser paint the static shell and handle input in between, instead of one task
  // of the whole first screen. Only the commit (putting the finished screen into the page) is one task.
  // Every error React's boundaries catch, or that escapes them, is reported once (src/lib/telemetry).
  const root = createRoot(container, rootErrorCallbacks);
  startTransition(() => root.render(<App demoShop={demoShop} />));
}

void start();
