import { useEffect, useRef, useState } from 'react';
import { Box } from '@/design-system/components/Box';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useI18n, useT } from '@/lib/i18n';
import { loadRecaptcha, type Grecaptcha } from './recaptcha-script';

export interface RecaptchaFieldProps {
  siteKey: string;
  /** The widget's answer (the token the backend reads as `captcha`), or '' when it expired or was reset. */
  onChange: (token: string) => void;
  /** Changing it clears the widget: a token is good for one attempt only. */
  resetKey: number;
  error?: string;
}

/** The reCAPTCHA checkbox of the login form, with its message under it. */
export function RecaptchaField({ siteKey, onChange, resetKey, error }: RecaptchaFieldProps) {
  const t = useT();
  const { locale } = useI18n();
  const container = useRef<HTMLElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  useEffect(() => {
    let active = true;
    loadRecaptcha(locale || undefined)
      .then((api) => {
        if (!active || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => change.current(token),
          'expired-callback': () => change.current(''),
          'error-callback': () => change.current(''),
        });
        widget.current = { api, id };
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [siteKey, locale]);

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    change.current('');
  }, [resetKey]);

  const message = failed
    ? t('The check that you are not a robot could not load. Check your connection and reload the page.')
    : error;
  return (
    <Stack gap="1">
      <Box ref={container} />
      {message ? (
        <Text size="sm" tone="critical" role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}
