import { WalletScreen } from '@/features/account';
import { useDemoShop } from '../providers/demo-shop';

/** /my-wallet — gateway top-ups open the simulated gateway only when the app runs on the demo shop. */
export function Component() {
  return <WalletScreen demoShop={useDemoShop() !== null} />;
}
