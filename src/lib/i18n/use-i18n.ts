import { useContext } from 'react';
import { I18nContext, type I18nValue } from './i18n-context.ts';
import type { Translate } from './translator.ts';
import type { Plural } from './plural.ts';

export const useI18n = (): I18nValue => useContext(I18nContext);

/** `const t = useT(); t('Add to Cart')`. */
export const useT = (): Translate => useContext(I18nContext).t;

/** `const plural = usePlural(); plural('items', count)`. */
export const usePlural = (): Plural => useContext(I18nContext).plural;
