import { useState } from 'react';
import { Button } from '@/design-system/components/Button';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import type { LoginResponse } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { FormMessage } from '@/ui';
import { useSocialLogin, type SignedIn } from '@/domain/session';
import {
  PROVIDER_NAMES,
  SocialSignInCancelled,
  type SocialProvider,
  type SocialSignIn,
} from './social-sign-in';

export interface SocialSignInButtonsProps {
  providers: readonly SocialProvider[];
  signIn: SocialSignIn;
  onSignedIn: (answer: SignedIn<LoginResponse>) => void;
}

/** "Continue with Google / Facebook / Twitter": the provider's window, then `POST /social-login`. */
export function SocialSignInButtons({ providers, signIn, onSignedIn }: SocialSignInButtonsProps) {
  const t = useT();
  const socialLogin = useSocialLogin();
  const [opening, setOpening] = useState<SocialProvider | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const continueWith = async (provider: SocialProvider) => {
    setProblem(null);
    setOpening(provider);
    let body;
    try {
      body = await signIn(provider);
    } catch (error) {
      setOpening(null);
      if (!(error instanceof SocialSignInCancelled)) {
        setProblem(
          t('Signing in with {provider} did not work. Please try again.', {
            provider: PROVIDER_NAMES[provider],
          }),
        );
      }
      return;
    }
    // The shop's refusal and transport failures are told by the app's toasts.
    socialLogin.mutate(body, { onSuccess: onSignedIn, onSettled: () => setOpening(null) });
  };

  return (
    <Stack as="section" gap="3" aria-label={t('Other ways to sign in')}>
      <Text tone="muted" align="center">
        {t('or')}
      </Text>
      {problem ? <FormMessage>{problem}</FormMessage> : null}
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          tone="neutral"
          size="lg"
          disabled={opening !== null && opening !== provider}
          loading={opening === provider}
          loadingLabel={t('Waiting for {provider}', { provider: PROVIDER_NAMES[provider] })}
          onClick={() => void continueWith(provider)}
        >
          {t('Continue with {provider}', { provider: PROVIDER_NAMES[provider] })}
        </Button>
      ))}
    </Stack>
  );
}
