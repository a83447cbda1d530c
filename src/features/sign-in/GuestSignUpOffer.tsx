import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Heading } from '@/design-system/components/Heading';
import { Panel } from '@/design-system/components/Panel';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import type { RegisterResponse } from '@/api-generated/model';
import { keepPendingAddress, saveOrKeepAddress, type NewAddress } from '@/domain/addresses';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import type { SignedIn } from '@/domain/session';
import type { RegisterPrefill } from './components/EmailRegisterForm';
import { RegisterForms } from './components/RegisterForms';
import { useAddressBookNotice } from './components/use-address-book-notice';

export interface GuestSignUpOfferProps {
  /** The e-mail and the name the guest typed at checkout. */
  name: string;
  email: string;
  /** The order's shipping address as the address book would take it, or null (a pickup order has none). */
  address: NewAddress | null;
}

/** "Jane van Doe" → first name "Jane", last name "van Doe" (the shopper can correct both). */
export const nameParts = (name: string): Pick<RegisterPrefill, 'first_name' | 'last_name'> => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
};

interface Sent {
  email: string;
  /** The order's address waits in this browser for the first sign-in (false: there was none, or it could not). */
  addressKept: boolean;
  addressRefused: boolean;
}

/**
 * The guest's order confirmation offers the account sign-up (the same forms as /register) with the e-mail and name
 * of the order typed in. The order's address waits in this browser (domain/addresses address-book.ts) and goes into
 * the address book the first time the new account signs in: at once for a phone sign-up, after activation for an
 * e-mail one.
 */
export function GuestSignUpOffer({ name, email, address }: GuestSignUpOfferProps) {
  const t = useT();
  const navigate = useNavigate();
  const addressBookNotice = useAddressBookNotice();
  const [sent, setSent] = useState<Sent | null>(null);
  const prefill: RegisterPrefill = { ...nameParts(name), email };

  const onRegistered = (answer: SignedIn<RegisterResponse>) => {
    const account = answer.user?.email ?? null;
    if (answer.type === 1) {
      // Signed in at once: the address goes into the book now (kept for the next sign-in if that fails).
      void (async () => {
        addressBookNotice(address ? await saveOrKeepAddress(account, address) : 'none');
        void navigate(paths.addresses.href(), { replace: true });
      })();
      return;
    }
    const to = account ?? email;
    const kept = address ? keepPendingAddress(to, address) : false;
    setSent({ email: to, addressKept: kept, addressRefused: address !== null && !kept });
  };

  return (
    <Panel as="section" aria-labelledby="guest-sign-up" padding="lg" radius="lg">
      <Stack gap="4">
        <Stack gap="2">
          <Heading level={2} size="lg" id="guest-sign-up">
            {t('Create an account')}
          </Heading>
          <Text tone="muted">
            {address
              ? t(
                  'Follow this order and check out faster next time. Your e-mail, name and this order’s address are filled in.',
                )
              : t('Follow this order and check out faster next time. Your e-mail and name are filled in.')}
          </Text>
        </Stack>
        {sent ? (
          <Box role="status" padding="4" borderRadius="md" background="infoSurface">
            <Stack gap="3">
              <Text>{t('We sent an activation link to {email}.', { email: sent.email })}</Text>
              {sent.addressKept ? (
                <Text>{t('After you sign in, the address of this order will be in your address book.')}</Text>
              ) : null}
              {sent.addressRefused ? (
                <Text>
                  {t(
                    'This browser could not keep the address of this order: add it in your address book after you sign in.',
                  )}
                </Text>
              ) : null}
              <Box>
                <Button asChild variant="outline">
                  <RouterLink to={paths.login.href()}>{t('Login')}</RouterLink>
                </Button>
              </Box>
            </Stack>
          </Box>
        ) : (
          <RegisterForms prefill={prefill} onRegistered={onRegistered} />
        )}
      </Stack>
    </Panel>
  );
}
