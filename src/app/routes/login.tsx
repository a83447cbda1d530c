import { LoginScreen } from '@/features/sign-in';
import { useDemoShop } from '../providers/demo-shop';

/**
 * /login. With the demo shop on, its accounts are offered and every account stays in the storefront (the demo
 * has no admin or seller panels); a production build has no demo shop, so neither.
 */
export function Component() {
  const demoShop = useDemoShop();
  return demoShop ? <LoginScreen demoAccounts={demoShop.accounts} panelFor={() => null} /> : <LoginScreen />;
}
