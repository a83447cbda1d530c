// The backend renders the start data (settings, languages, currencies, user, keywords…) into the page as
// `<script type="application/json" id="start-data">`, saving a round trip. The demo shop does not: then the app
// fetches `GET /start-data`. The schema comes from the caller (the generated `StartData`), so lib does not depend
// on generated code.
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { formatIssues } from '../http/contract-issues.ts';
import { ContractError } from '../http/errors.ts';

export const START_DATA_ELEMENT_ID = 'start-data';
export const START_DATA_OPERATION = 'page <script id="start-data">';

/**
 * The validated start data from the page, or null when the page carries none (then fetch `GET /start-data`).
 * Malformed or invalid embedded data is logged and also answered with null: fetching is the safe fallback, and
 * unvalidated data is never returned.
 */
export const readStartData = <S extends $ZodType>(schema: S, doc: Document = document): output<S> | null => {
  const element = doc.getElementById(START_DATA_ELEMENT_ID);
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent ?? '');
  } catch {
    console.error(
      new ContractError(START_DATA_OPERATION, ['(root): the embedded start data is not valid JSON']),
    );
    return null;
  }
  const result = safeParse(schema, raw, { reportInput: true });
  if (!result.success) {
    console.error(new ContractError(START_DATA_OPERATION, formatIssues(result.error.issues)));
    return null;
  }
  return result.data;
};
