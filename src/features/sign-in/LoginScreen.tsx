import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/design-system/components/Link';
import { Tabs } from '@/design-system/components/Tabs';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import type { LoginResponse } from '@/api-generated/model';
import { toastTitle, useT } from '@/lib/i18n';
import { paths, safeRedirectPath } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { AuthPage } from './components/AuthPage';
import { EmailLoginForm } from './components/EmailLoginForm';
import { PhoneLoginForm } from './components/PhoneLoginForm';
import type { DemoAccount } from './DemoAccounts';
import { buildFirebaseConfig } from './social/firebase-config';
import { firebaseSocialSignIn } from './social/firebase-sign-in';
import { activeSocialProviders, type SocialSignIn } from './social/social-sign-in';
import { SocialSignInButtons } from './social/SocialSignInButtons';

export interface LoginScreenProps {
  /** The demo shop's accounts, shown with a "use these" button. Only the demo build passes them. */
  demoAccounts?: readonly DemoAccount[];
  /**
   * Where admin, staff and seller accounts go after signing in (their server-rendered panels, full page loads);
   * null keeps them in the storefront (the demo shop has no panels).
   */
  panelFor?: (userType: string) => string | null;
  /**
   * Who answers the social buttons: the demo shop's simulated provider; otherwise Firebase when the build has its
   * configuration (README, "Configuration"). Without either the buttons stay hidden.
   */
  socialSignIn?: SocialSignIn;
}

/** Backend-api §2.9: admins and staff go to the admin panel, sellers to the seller panel. */
export const backendPanel = (userType: string): string | null =>
  userType === 'admin' || userType === 'staff'
    ? '/admin/dashboard'
    : userType === 'seller'
      ? '/seller/dashboard'
      : null;

/**
 * /login: e-mail and password (with reCAPTCHA when the shop has it on), a phone and a texted code with the
 * `otp_system` add-on, and the social providers the shop switched on; then back to where the shopper was
 * (same-site paths only).
 */
export function LoginScreen({ demoAccounts, panelFor = backendPanel, socialSignIn }: LoginScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { settings, addOns } = useStorefront();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const providers = activeSocialProviders(settings);
  const social = useMemo(() => {
    if (socialSignIn) return socialSignIn;
    const config = buildFirebaseConfig();
    return config ? firebaseSocialSignIn(config) : null;
  }, [socialSignIn]);

  const onSignedIn = (answer: LoginResponse) => {
    toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
    const panel = panelFor(answer.user.user_type);
    if (panel) window.location.assign(panel);
    else void navigate(safeRedirectPath(redirect, paths.dashboard.href()), { replace: true });
  };

  const emailForm = <EmailLoginForm demoAccounts={demoAccounts} onSignedIn={onSignedIn} />;
  const withRedirect = redirect ? { redirect } : undefined;
  return (
    <AuthPage
      title={t('Login')}
      intro={t('Sign in to see your orders, wallet and wishlist.')}
      footer={
        <>
          <Text>
            {t("Don't have an account?")}{' '}
            <Link asChild>
              <RouterLink to={paths.register.href(undefined, withRedirect)}>{t('Sign Up')}</RouterLink>
            </Link>
          </Text>
          <Text>
            <Link asChild>
              <RouterLink to={paths.sellerRegister.href({ type: 'seller' })}>
                {t('Become a seller')}
              </RouterLink>
            </Link>
          </Text>
        </>
      }
    >
      {addOns.has('otp_system') ? (
        <Tabs
          label={t('Sign in with')}
          fitted
          items={[
            { value: 'email', label: t('E-mail'), content: emailForm },
            { value: 'phone', label: t('Phone'), content: <PhoneLoginForm onSignedIn={onSignedIn} /> },
          ]}
        />
      ) : (
        emailForm
      )}
      {providers.length > 0 && social ? (
        <SocialSignInButtons providers={providers} signIn={social} onSignedIn={onSignedIn} />
      ) : null}
    </AuthPage>
  );
}
