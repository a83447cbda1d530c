import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/design-system/components/Link';
import { Tabs } from '@/design-system/components/Tabs';
import { Text } from '@/design-system/components/Text';
import { useToast } from '@/design-system/components/Toast';
import type { LoginResponse } from '@/api-generated/model';
import { resolveApiUrl, type PageMeta } from '@/lib/http';
import { toastTitle, useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { paths, safeRedirectPath } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import type { SignedIn } from '@/domain/session';
import { AuthPage } from './components/AuthPage';
import { EmailLoginForm } from './components/EmailLoginForm';
import { PhoneLoginForm } from './components/PhoneLoginForm';
import { useAddressBookNotice } from './components/use-address-book-notice';
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

const PANELS: Readonly<Record<string, string>> = {
  admin: '/admin/dashboard',
  staff: '/admin/dashboard',
  seller: '/seller/dashboard',
};

/**
 * Backend-api §2.9: admins and staff go to the admin panel, sellers to the seller panel (§2.15: the backend's own
 * pages). They live where the backend does, so the address is built like every request's: below the page's
 * `#base_url` and application path, or this origin and the Vite base path without them (lib/http/page-meta.ts) —
 * a shop installed in a sub-folder (`VITE_BASE_PATH=/shop/`) sends a seller to `/shop/seller/dashboard`.
 */
export const backendPanel = (
  userType: string,
  page?: Pick<PageMeta, 'baseUrl' | 'appPath'>,
): string | null => {
  const panel = PANELS[userType];
  return panel === undefined ? null : resolveApiUrl(panel, page);
};

/**
 * /login: e-mail and password (with reCAPTCHA when the shop has it on), a phone and a texted code with the
 * `otp_system` add-on, and the social providers the shop switched on; then back to where the shopper was
 * (same-site paths only).
 */
export function LoginScreen({ demoAccounts, panelFor = backendPanel, socialSignIn }: LoginScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { settings } = useStorefront();
  const modules = useModules();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const providers = activeSocialProviders(settings);
  const addressBookNotice = useAddressBookNotice();
  const social = useMemo(() => {
    if (socialSignIn) return socialSignIn;
    const config = buildFirebaseConfig();
    return config ? firebaseSocialSignIn(config) : null;
  }, [socialSignIn]);

  const onSignedIn = (answer: SignedIn<LoginResponse>) => {
    toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
    addressBookNotice(answer.addressBook);
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
          {modules.sellers ? (
            <Text>
              <Link asChild>
                <RouterLink to={paths.sellerRegister.href({ type: 'seller' })}>
                  {t('Become a seller')}
                </RouterLink>
              </Link>
            </Text>
          ) : null}
        </>
      }
    >
      {modules.phoneSignIn ? (
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
