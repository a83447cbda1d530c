import { createContext } from 'react';
import { identityTranslator, type Translate } from './translator.ts';
import type { TextDirection } from './direction.ts';
import { englishPlural, type Plural } from './plural.ts';
import { createDateFormatters, type FormatDate, type FormatRelativeTime } from './dates.ts';

export interface I18nValue {
  t: Translate;
  dir: TextDirection;
  /** The active language's locale (`en`, `ar`…), `''` when unknown. */
  locale: string;
  /** Counted phrases per the language's plural rules: `plural('items', n)`. */
  plural: Plural;
  /** A backend date in the active language (the server's text when it is not a date). */
  formatDate: FormatDate;
  /** "3 days ago", "in 2 hours", "yesterday"… in the active language. */
  formatRelativeTime: FormatRelativeTime;
}

/** Without a provider everything still reads: keys are English sentences. */
export const I18nContext = createContext<I18nValue>({
  t: identityTranslator,
  dir: 'ltr',
  locale: '',
  plural: englishPlural,
  ...createDateFormatters(''),
});
