import { useParams } from 'react-router';
import { OrderDetailsScreen } from '@/features/orders';

/** /get-invoice/:orderCode */
export function Component() {
  const { orderCode = '' } = useParams();
  return <OrderDetailsScreen key={orderCode} code={orderCode} />;
}
