import { PasswordField, type PasswordFieldProps } from '@/design-system/components/PasswordField';
import { useT } from '@/lib/i18n';

/** A password the shopper is choosing: the browser may suggest one, and the eye shows or hides it. */
export function NewPasswordInput(
  props: Omit<PasswordFieldProps, 'autoComplete' | 'showLabel' | 'hideLabel'>,
) {
  const t = useT();
  return (
    <PasswordField
      autoComplete="new-password"
      showLabel={t('Show password')}
      hideLabel={t('Hide password')}
      {...props}
    />
  );
}
