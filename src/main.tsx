import './lib/zod-csp';
import { createRoot } from 'react-dom/client';
import { App, type AppProps } from './app/App';

async function start() {
  let demoShop: AppProps['demoShop'];
  // The demo shop (MSW) is compiled in only when VITE_DEMO_SHOP=on (dev, e2e and demo builds); production
  // builds drop this branch, and the worker script is not shipped.
  if (import.meta.env.VITE_DEMO_SHOP === 'on') {
    const { startDemoShop, resetDemoShop } = await import('../mocks/browser');
    const { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } = await import('../mocks/data/users');
    const { scenario, endScenario } = await startDemoShop();
    demoShop = {
      reset: resetDemoShop,
      scenario,
      endScenario,
      accounts: [
        { role: 'Customer', email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD },
        { role: 'Seller', email: 'seller1@marketfront.test', password: DEMO_PASSWORD },
      ],
    };
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');
  createRoot(container).render(<App demoShop={demoShop} />);
}

void start();
