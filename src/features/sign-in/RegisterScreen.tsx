import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/design-system/components/Link';
import { Tabs } from '@/design-system/components/Tabs';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import type { RegisterResponse } from '@/api-generated/model';
import { toastTitle, useT } from '@/lib/i18n';
import { paths, safeRedirectPath } from '@/lib/navigation';
import { useModules } from '@/lib/modules';
import { CUSTOMER_AGREEMENTS } from './agreements/agreements';
import { useAgreements } from './agreements/use-agreements';
import { AuthPage } from './components/AuthPage';
import { EmailRegisterForm } from './components/EmailRegisterForm';
import { PhoneRegisterForm } from './components/PhoneRegisterForm';

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
  // One set of ticks for both ways to sign up: switching tabs keeps them.
  const agreements = useAgreements(CUSTOMER_AGREEMENTS);

  const onRegistered = (answer: RegisterResponse) => {
    toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
    void navigate(
      answer.type === 1
        ? safeRedirectPath(redirect, paths.dashboard.href())
        : paths.login.href(undefined, withRedirect),
      { replace: true },
    );
  };

  const emailForm = <EmailRegisterForm agreements={agreements} onRegistered={onRegistered} />;
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
      {modules.phoneSignIn ? (
        <Tabs
          label={t('Sign up with')}
          fitted
          items={[
            { value: 'email', label: t('E-mail'), content: emailForm },
            {
              value: 'phone',
              label: t('Phone'),
              content: <PhoneRegisterForm agreements={agreements} onRegistered={onRegistered} />,
            },
          ]}
        />
      ) : (
        emailForm
      )}
    </AuthPage>
  );
}
