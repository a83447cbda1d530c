import { Navigate, useParams } from 'react-router';
import { SellerRegisterScreen } from '@/features/sign-in';
import { paths } from '@/lib/navigation';

/** /register/:type — only `seller` exists (backend-api §2.9); any other type is the customer sign-up. */
export function Component() {
  const { type } = useParams();
  return type === 'seller' ? <SellerRegisterScreen /> : <Navigate to={paths.register.href()} replace />;
}
