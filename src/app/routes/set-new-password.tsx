import { useParams } from 'react-router';
import { SetNewPasswordScreen } from '@/features/sign-in';

/** /reset/:email/:code: the reset mail's link. A new link (other params) starts a fresh form. */
export function Component() {
  const { email = '', code = '' } = useParams();
  return <SetNewPasswordScreen key={`${email}/${code}`} email={email} code={code} />;
}
