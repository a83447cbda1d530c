import { createContext, useContext } from 'react';

/** Controls of the built-in demo shop, present only when the app runs on it (VITE_DEMO_SHOP=on). */
export interface DemoShopControls {
  reset: () => void | Promise<void>;
  /** The named failure scenario running in this tab (`?scenario=…`, mocks/scenarios.ts), if any. */
  scenario?: string | null;
  endScenario?: () => void;
}

export const DemoShopContext = createContext<DemoShopControls | null>(null);
export const useDemoShop = () => useContext(DemoShopContext);
