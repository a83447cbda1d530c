import { useParams } from 'react-router';
import { PaymentScreen } from '@/features/payment';
import { useDemoShop } from '../providers/demo-shop';

/**
 * /payment/:code? — on the demo shop, vendor scripts (PayPal) load their local stand-ins and the other gateways open
 * the simulated gateway screen.
 */
export function Component() {
  const { code = null } = useParams();
  const demoShop = useDemoShop() !== null;
  return <PaymentScreen key={code ?? ''} code={code} demoShop={demoShop} />;
}
