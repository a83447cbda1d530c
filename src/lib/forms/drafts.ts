// What a shopper typed into a form, kept in sessionStorage so it survives a failed request and a reload of the tab
// (and no longer: it is personal data, so it never goes to localStorage). Secrets are never written.

const PREFIX = 'marketfront:draft:';

/** Field names that are never stored, whatever the form says: passwords, one-time codes, captcha answers. */
const SECRET_NAME = /password|otp|captcha|token|secret|card|cvc|cvv/i;

export const isSecretField = (name: string): boolean => SECRET_NAME.test(name);

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const session = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `values` without secret fields (at any depth) and without files, which cannot be serialised. */
export const withoutSecrets = (values: Record<string, unknown>, extraSecrets: readonly string[] = []) => {
  const strip = (value: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value)) {
      if (isSecretField(name) || extraSecrets.includes(name)) continue;
      if (typeof Blob !== 'undefined' && field instanceof Blob) continue;
      if (typeof FileList !== 'undefined' && field instanceof FileList) continue;
      out[name] = isPlainObject(field) ? strip(field) : field;
    }
    return out;
  };
  return strip(values);
};

/** The stored draft, or null. Storage is user-editable: only a plain object is accepted, secrets dropped again. */
export const readDraft = (key: string, storage = session()): Record<string, unknown> | null => {
  try {
    const raw = storage?.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPlainObject(parsed) ? withoutSecrets(parsed) : null;
  } catch {
    return null;
  }
};

export const writeDraft = (
  key: string,
  values: Record<string, unknown>,
  extraSecrets: readonly string[] = [],
  storage = session(),
): void => {
  try {
    storage?.setItem(PREFIX + key, JSON.stringify(withoutSecrets(values, extraSecrets)));
  } catch {
    // quota or disabled storage: the form still works, only the draft is lost
  }
};

export const clearDraft = (key: string, storage = session()): void => {
  try {
    storage?.removeItem(PREFIX + key);
  } catch {
    // nothing to clear
  }
};

/** `defaults` with the draft's values laid over them, at any depth, for the keys the form knows only. */
export const mergeDraft = <T extends Record<string, unknown>>(
  defaults: T,
  draft: Record<string, unknown> | null,
): T => {
  if (!draft) return defaults;
  const out: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(defaults)) {
    if (!(name in draft)) continue;
    const stored = draft[name];
    if (isPlainObject(value) && isPlainObject(stored)) out[name] = mergeDraft(value, stored);
    else if (value === undefined || value === null || typeof stored === typeof value) out[name] = stored;
  }
  return out as T;
};
