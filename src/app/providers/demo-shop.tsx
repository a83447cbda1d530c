import { createContext, useContext } from 'react';
import type { DemoAccount, SocialSignIn } from '@/features/sign-in';

/** Controls of the built-in demo shop, present only when the app runs on it (VITE_DEMO_SHOP=on). */
export interface DemoShopControls {
  reset: () => void | Promise<void>;
  /** The seeded accounts the login screen offers (their e-mail and password), so a visitor can sign in at once. */
  accounts?: readonly DemoAccount[];
  /** The simulated social sign-in provider, standing in for Firebase on the login screen. */
  socialSignIn?: SocialSignIn;
  /** The named failure scenario running in this tab (`?scenario=…`, mocks/scenarios.ts), if any. */
  scenario?: string | null;
  endScenario?: () => void;
}

export const DemoShopContext = createContext<DemoShopControls | null>(null);
export const useDemoShop = () => useContext(DemoShopContext);
