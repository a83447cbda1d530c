import { useRef, useState, type FormEvent } from 'react';
import { Button, FormField, Inline, TextField, useToast } from '@/design-system';
import { useSubscribe } from '@/api-generated/endpoints/settings/settings';
import { SubscribeRequest } from '@/api-generated/model/subscribeRequest.zod';
import { toastTitle, useT, type Translate } from '@/lib/i18n';

export interface SubscribeFormProps {
  /** After a successful subscription (the pop-up closes itself with it). */
  onSubscribed?: () => void;
}

/** What is wrong with the address, or null (spec §5: required, e-mail type). */
export function emailProblem(value: string, t: Translate): string | null {
  const email = value.trim();
  if (email === '') return t('Please enter your email address');
  if (!SubscribeRequest.shape.email.safeParse(email).success) return t('Please enter a valid email address');
  return null;
}

/**
 * Newsletter sign-up (POST home/subscribers). Invalid input is explained under the field and announced; the
 * server's refusals (422, e.g. already subscribed) come as toasts from the app's error handling, and the field
 * keeps what was typed.
 */
export function SubscribeForm({ onSubscribed }: SubscribeFormProps) {
  const t = useT();
  const { toast } = useToast();
  const subscribe = useSubscribe();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = emailProblem(email, t);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    subscribe.mutate(
      { data: { email: email.trim() } },
      {
        onSuccess: (answer) => {
          toast({ tone: 'success', title: toastTitle('success', t), description: answer.success });
          setEmail('');
          setSubmitted(false);
          onSubscribed?.();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormField
        label={t('Email address')}
        required
        error={error ? <span role="alert">{error}</span> : undefined}
      >
        <Inline gap="2" wrap={false} alignY="top">
          <TextField
            ref={input}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              // Once the shopper has tried to submit, the message follows what they type.
              if (submitted) setError(emailProblem(event.target.value, t));
            }}
          />
          <Button type="submit" loading={subscribe.isPending} loadingLabel={t('Subscribing')}>
            {t('Subscribe')}
          </Button>
        </Inline>
      </FormField>
    </form>
  );
}
