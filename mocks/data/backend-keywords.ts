import { keywordMap, type Keywords } from './keywords';

/**
 * The language keywords a real backend's `lang` table already holds for the storefront before its owner imports
 * ours (`npm run keywords:export`, README): only the keys the backend reference and the storefront spec name.
 * The real table has about 2,760 keys of its own (backend-api §2.1), none of them the storefront's English
 * sentences, so the faithful flavour serves these few and the shop reads in its built-in English words.
 * Their translations are the demo shop's (data/keywords.ts).
 */
export const BACKEND_KEYS = [
  // storefront-spec §8: "Toast titles (Success, Error, Warning, Info) come from the language keywords."
  'Success',
  'Error',
  'Warning',
  'Info',
] as const;

/** The backend's own keywords in `locale` (English for a language the demo does not translate). */
export function backendKeywordMap(locale: string): Keywords {
  const all = keywordMap(locale === 'ar' || locale === 'fr' ? locale : 'en');
  return Object.fromEntries(BACKEND_KEYS.map((key) => [key, all[key] ?? key]));
}
