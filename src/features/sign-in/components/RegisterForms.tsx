import { Tabs } from '@/design-system/components/Tabs';
import type { RegisterResponse } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import type { SignedIn } from '@/domain/session';
import { CUSTOMER_AGREEMENTS } from '../agreements/agreements';
import { useAgreements } from '../agreements/use-agreements';
import { EmailRegisterForm, type RegisterPrefill } from './EmailRegisterForm';
import { PhoneRegisterForm } from './PhoneRegisterForm';

export interface RegisterFormsProps {
  onRegistered: (answer: SignedIn<RegisterResponse>) => void;
  /** Details the shop already has (a guest's order), typed in for the shopper. */
  prefill?: RegisterPrefill;
}

/**
 * The customer sign-up: by e-mail, or — with the `otp_system` add-on — by phone, after accepting the agreements the
 * shop set. The /register screen and the guest's order confirmation offer the same forms.
 */
export function RegisterForms({ onRegistered, prefill }: RegisterFormsProps) {
  const t = useT();
  const modules = useModules();
  // One set of ticks for both ways to sign up: switching tabs keeps them.
  const agreements = useAgreements(CUSTOMER_AGREEMENTS);
  const emailForm = (
    <EmailRegisterForm agreements={agreements} onRegistered={onRegistered} prefill={prefill} />
  );
  if (!modules.phoneSignIn) return emailForm;
  const names = prefill ? { first_name: prefill.first_name, last_name: prefill.last_name } : undefined;
  return (
    <Tabs
      label={t('Sign up with')}
      fitted
      items={[
        { value: 'email', label: t('E-mail'), content: emailForm },
        {
          value: 'phone',
          label: t('Phone'),
          content: <PhoneRegisterForm agreements={agreements} onRegistered={onRegistered} prefill={names} />,
        },
      ]}
    />
  );
}
