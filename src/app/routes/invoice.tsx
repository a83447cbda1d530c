import { useParams } from 'react-router';
import { InvoiceScreen } from '@/features/orders';
import { GuestSignUpOffer } from '@/features/sign-in';

/** /invoice/:trx_id — a guest who just ordered is offered an account with the order's details filled in. */
export function Component() {
  const { trx_id: trxId = '' } = useParams();
  return <InvoiceScreen key={trxId} trxId={trxId} guestOffer={(guest) => <GuestSignUpOffer {...guest} />} />;
}
