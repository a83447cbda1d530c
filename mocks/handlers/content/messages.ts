/**
 * Messages in the shopper's language: the English text is the language-keyword key (data/keywords.ts), so a
 * message without a translation stays English, as in the backend.
 */
import { fillTemplate, type ErrorParams } from '../../domain/errors';
import { activeLanguage } from '../../http/views';
import type { DemoShopState, Session } from '../../state/types';

export function say(state: DemoShopState, session: Session, key: string, params: ErrorParams = {}): string {
  const locale = activeLanguage(state, session).locale;
  const template = state.catalogue.keywords[locale]?.[key] ?? key;
  return fillTemplate(template, params);
}
