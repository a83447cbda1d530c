import { Select } from '@/design-system/components/Select';
import { useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { useChangeLanguage } from '@/domain/settings';

export interface LanguageSwitcherProps {
  /** Called after the server switched the language; reloads the page by default. */
  onChanged?: () => void;
}

/** Choose the shop's language (shown when the shop allows it and offers more than one). */
export function LanguageSwitcher({ onChanged }: LanguageSwitcherProps) {
  const t = useT();
  const { start, settings, language } = useStorefront();
  const change = useChangeLanguage(onChanged);
  if (settings.language_switcher !== 1 || start.languages.length < 2) return null;
  const active = language ?? start.active_language;
  return (
    <Select
      aria-label={t('Language')}
      size="sm"
      value={active.locale}
      options={start.languages.map((l) => ({ value: l.locale, label: l.name }))}
      onValueChange={(locale) => {
        if (locale !== active.locale) change.mutate(locale);
      }}
    />
  );
}
