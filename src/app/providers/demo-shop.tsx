import { createContext, useContext } from 'react';

/** Controls of the built-in demo shop, present only when the app runs on it (VITE_DEMO_SHOP=on). */
export interface DemoShopControls {
  reset: () => void | Promise<void>;
}

export const DemoShopContext = createContext<DemoShopControls | null>(null);
export const useDemoShop = () => useContext(DemoShopContext);
