import { identityTranslator, type Translate } from '@/lib/i18n';

// The query client outlives language changes; it reads the active translator through this holder.
let current: Translate = identityTranslator;
export const setCurrentTranslator = (t: Translate) => {
  current = t;
};
export const translate: Translate = (key, params) => current(key, params);
