// The backend's language keywords: English sentences are the keys (`t('Add to Cart')`), so a missing keyword
// falls back to the key itself and the shop stays readable in English.

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: string, params?: TranslateParams) => string;

const interpolate = (text: string, params: TranslateParams | undefined): string =>
  params === undefined
    ? text
    : text.replace(/\{(\w+)\}/g, (whole, name: string) =>
        Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
      );

export const createTranslator = (keywords: Readonly<Record<string, unknown>> = {}): Translate => {
  // Own, non-empty string values only: `constructor` and friends must not leak in from the prototype.
  const table = new Map<string, string>();
  for (const [key, value] of Object.entries(keywords)) {
    if (typeof value === 'string' && value.trim() !== '') table.set(key, value);
  }
  return (key, params) => interpolate(table.get(key) ?? key, params);
};

/** The translator used before keywords arrive, and in tests: every key is its own text. */
export const identityTranslator: Translate = createTranslator();
