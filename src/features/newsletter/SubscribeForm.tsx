import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { Inline } from '@/design-system/components/Inline';
import { TextField } from '@/design-system/components/TextField';
import { useToast } from '@/design-system/components/Toast';
import { useNewsletterSubscription } from '@/domain/settings';
import { toastTitle, useT, type Translate } from '@/lib/i18n';

export interface SubscribeFormProps {
  /** After a successful subscription (the pop-up closes itself with it). */
  onSubscribed?: () => void;
}

type EmailCheck = (email: string) => boolean;

let emailCheck: EmailCheck | undefined;

/**
 * The contract's e-mail rule (`SubscribeRequest.email`), loaded when the shopper first uses the form rather than
 * with the footer of every page (docs/performance.md, "Response schemas": no zod in the first route). If it cannot
 * be loaded, the address is sent as typed and the server's own validation answers (a 422 toast), so the shopper is
 * never stuck.
 */
const loadEmailCheck = (): Promise<EmailCheck | undefined> =>
  import('@/api-generated/model/subscribeRequest.zod').then(
    ({ SubscribeRequest }) => (emailCheck = (email) => SubscribeRequest.shape.email.safeParse(email).success),
    () => undefined,
  );

/** What is wrong with the address, or null (spec §5: required, e-mail type). */
function emailProblem(value: string, t: Translate, check = emailCheck): string | null {
  const email = value.trim();
  if (email === '') return t('Please enter your email address');
  if (check && !check(email)) return t('Please enter a valid email address');
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
  const subscribe = useNewsletterSubscription();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // An empty field is answered at once; an address waits for the rule only the first time.
    const check = emailCheck ?? (email.trim() === '' ? undefined : await loadEmailCheck());
    const problem = emailProblem(email, t, check);
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
    <form onSubmit={(event) => void submit(event)} noValidate>
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
            onFocus={() => void (emailCheck ?? loadEmailCheck())}
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
