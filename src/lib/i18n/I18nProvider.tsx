import { useMemo, type ReactNode } from 'react';
import { I18nContext, type I18nValue } from './i18n-context.ts';
import { createTranslator } from './translator.ts';
import { direction } from './direction.ts';
import { createPlural } from './plural.ts';
import { createDateFormatters } from './dates.ts';

export interface I18nProviderProps {
  /** `lang_keywords` from the start data or `GET language/keywords`. */
  keywords: Readonly<Record<string, unknown>> | null | undefined;
  /** The active language (`{ locale, text_direction }`). */
  language?: { locale?: string | null; text_direction?: string | null } | null;
  children: ReactNode;
}

export function I18nProvider({ keywords, language, children }: I18nProviderProps) {
  const locale = language?.locale ?? '';
  const textDirection = language?.text_direction;
  const value = useMemo<I18nValue>(() => {
    const dir = direction(textDirection);
    const t = createTranslator(keywords ?? {}, dir);
    return {
      t,
      dir,
      locale,
      plural: createPlural(keywords ?? {}, locale, dir),
      ...createDateFormatters(locale),
    };
  }, [keywords, textDirection, locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
