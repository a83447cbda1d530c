import { createContext } from 'react';
import { identityTranslator, type Translate } from './translator.ts';
import type { TextDirection } from './direction.ts';

export interface I18nValue {
  t: Translate;
  dir: TextDirection;
  /** The active language's locale (`en`, `ar`…), `''` when unknown. */
  locale: string;
}

/** Without a provider everything still reads: keys are English sentences. */
export const I18nContext = createContext<I18nValue>({ t: identityTranslator, dir: 'ltr', locale: '' });
