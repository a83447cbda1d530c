import { useParams } from 'react-router';
import { PaymentScreen } from '@/features/payment';
import { useDemoShop } from '../providers/demo-shop';

/** /payment/:code? — gateways open the simulated gateway screen only when the app runs on the demo shop. */
export function Component() {
  const { code = null } = useParams();
  const demoShop = useDemoShop() !== null;
  return <PaymentScreen key={code ?? ''} code={code} demoShop={demoShop} />;
}
