// The backend's language keywords: English sentences are the keys (`t('Add to Cart')`), so a missing keyword
// falls back to the key itself and the shop stays readable in English.

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: string, params?: TranslateParams) => string;

/**
 * A placeholder in either form a translator may write: ours, `{name}`, or Laravel's, `:name` (also `:Name` and
 * `:NAME`, which capitalise the value, as Laravel's `__()` does). A `:name` counts only where a word could start:
 * not after a letter, digit, `_`, `:` or `/`, so "10:30", "http://x" and "mailto:x" are text, not placeholders.
 */
const PLACEHOLDER = /\{(\w+)\}|(?<![\p{L}\p{N}_:/]):(\p{L}[\p{L}\p{N}_]*)/gu;

const has = (params: TranslateParams, name: string) => Object.prototype.hasOwnProperty.call(params, name);

function laravelValue(params: TranslateParams, name: string): string | undefined {
  if (has(params, name)) return String(params[name]);
  const lower = name.toLowerCase();
  if (lower === name || !has(params, lower)) return undefined;
  const value = String(params[lower]);
  if (name === name.toUpperCase()) return value.toUpperCase();
  const ucfirst = name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
  return name === ucfirst ? value.charAt(0).toUpperCase() + value.slice(1) : undefined;
}

/**
 * `text` with each placeholder whose name is in `params` replaced by its value, in one pass (a value is never read
 * again as a placeholder); unknown placeholders stay as written.
 */
export const fillPlaceholders = (text: string, params: TranslateParams | undefined): string =>
  params === undefined
    ? text
    : text.replace(PLACEHOLDER, (whole, braced: string | undefined, colon: string | undefined) => {
        if (braced !== undefined) return has(params, braced) ? String(params[braced]) : whole;
        return laravelValue(params, colon!) ?? whole;
      });

export const createTranslator = (keywords: Readonly<Record<string, unknown>> = {}): Translate => {
  // Own, non-empty string values only: `constructor` and friends must not leak in from the prototype.
  const table = new Map<string, string>();
  for (const [key, value] of Object.entries(keywords)) {
    if (typeof value === 'string' && value.trim() !== '') table.set(key, value);
  }
  return (key, params) => fillPlaceholders(table.get(key) ?? key, params);
};

/** The translator used before keywords arrive, and in tests: every key is its own text. */
export const identityTranslator: Translate = createTranslator();
