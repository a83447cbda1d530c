import { useParams } from 'react-router';
import { InvoiceScreen } from '@/features/orders';

/** /invoice/:trx_id */
export function Component() {
  const { trx_id: trxId = '' } = useParams();
  return <InvoiceScreen key={trxId} trxId={trxId} />;
}
