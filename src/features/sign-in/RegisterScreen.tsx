import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/design-system/components/Link';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import type { RegisterResponse } from '@/api-generated/model';
import { toastTitle, useT } from '@/lib/i18n';
import { paths, safeRedirectPath } from '@/lib/navigation';
import { useModules } from '@/lib/modules';
import type { SignedIn } from '@/domain/session';
import { AuthPage } from './components/AuthPage';
import { RegisterForms } from './components/RegisterForms';
import { useAddressBookNotice } from './components/use-address-book-notice';

/**
 * /register: a customer account by e-mail (activated from the mail, then signed in) or, with the `otp_system`
 * add-on, by phone (a texted code; signed in at once), after accepting the agreements the shop set.
 */
export function RegisterScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { toast } = useToast();
  const modules = useModules();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const withRedirect = redirect ? { redirect } : undefined;

  const addressBookNotice = useAddressBookNotice();

  const onRegistered = (answer: SignedIn<RegisterResponse>) => {
    toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
    addressBookNotice(answer.addressBook);
    void navigate(
      answer.type === 1
        ? safeRedirectPath(redirect, paths.dashboard.href())
        : paths.login.href(undefined, withRedirect),
      { replace: true },
    );
  };

  return (
    <AuthPage
      title={t('Sign Up')}
      intro={t('Create an account to follow your orders and pay faster next time.')}
      footer={
        <>
          <Text>
            {t('Already have an account?')}{' '}
            <Link asChild>
              <RouterLink to={paths.login.href(undefined, withRedirect)}>{t('Login')}</RouterLink>
            </Link>
          </Text>
          {modules.sellers ? (
            <Text>
              <Link asChild>
                <RouterLink to={paths.sellerRegister.href({ type: 'seller' })}>
                  {t('Sign up as a seller')}
                </RouterLink>
              </Link>
            </Text>
          ) : null}
        </>
      }
    >
      <RegisterForms onRegistered={onRegistered} />
    </AuthPage>
  );
}
