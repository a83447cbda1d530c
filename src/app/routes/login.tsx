import { LoginScreen } from '@/features/sign-in';
import { useDemoShop } from '../providers/demo-shop';

/**
 * /login. With the demo shop on, its accounts are offered, its simulated provider answers the social buttons and
 * every account stays in the storefront (the demo has no admin or seller panels); a production build has no demo
 * shop, so neither.
 */
export function Component() {
  const demoShop = useDemoShop();
  return demoShop ? (
    <LoginScreen
      demoAccounts={demoShop.accounts}
      panelFor={() => null}
      socialSignIn={demoShop.socialSignIn}
    />
  ) : (
    <LoginScreen />
  );
}
