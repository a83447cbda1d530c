// What a shopper typed into a form, kept in sessionStorage so it survives a failed request and a reload of the tab
// (and no longer: it is personal data, so it never goes to localStorage). Each draft belongs to its owner — the
// signed-in user or this tab session's guest (lib/storage/storage-owner.ts) — is never offered to anyone else, and
// is forgotten when the person behind the session changes (lib/storage/personal-data.ts). Secrets are never written.
import { draftStorageKey, forgetOtherOwnersDrafts, webStorage } from '@/lib/storage';

/** Field names that are never stored, whatever the form says: passwords, one-time codes, captcha answers. */
const SECRET_NAME = /password|otp|captcha|token|secret|card|cvc|cvv/i;

export const isSecretField = (name: string): boolean => SECRET_NAME.test(name);

const session = (): Storage | undefined => webStorage('sessionStorage');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFile = (value: unknown): boolean =>
  (typeof Blob !== 'undefined' && value instanceof Blob) ||
  (typeof FileList !== 'undefined' && value instanceof FileList);

/**
 * A copy of `values` without secret fields and without files (which cannot be serialised), at any depth: inside
 * nested objects and inside arrays (a list of addresses, of card rows…).
 */
export const withoutSecrets = (values: Record<string, unknown>, extraSecrets: readonly string[] = []) => {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((item) => !isFile(item)).map(strip);
    if (!isPlainObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value)) {
      if (isSecretField(name) || extraSecrets.includes(name) || isFile(field)) continue;
      out[name] = strip(field);
    }
    return out;
  };
  return strip(values) as Record<string, unknown>;
};

/**
 * `owner`'s stored draft, or null. Reading drops every other owner's drafts first. Storage is user-editable: only
 * a plain object is accepted, secrets dropped again.
 */
export const readDraft = (
  key: string,
  owner: string,
  storage: Storage | undefined = session(),
): Record<string, unknown> | null => {
  try {
    forgetOtherOwnersDrafts(owner, storage);
    const raw = storage?.getItem(draftStorageKey(owner, key));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPlainObject(parsed) ? withoutSecrets(parsed) : null;
  } catch {
    return null;
  }
};

export const writeDraft = (
  key: string,
  owner: string,
  values: Record<string, unknown>,
  extraSecrets: readonly string[] = [],
  storage: Storage | undefined = session(),
): void => {
  try {
    storage?.setItem(draftStorageKey(owner, key), JSON.stringify(withoutSecrets(values, extraSecrets)));
  } catch {
    // quota or disabled storage: the form still works, only the draft is lost
  }
};

export const clearDraft = (key: string, owner: string, storage: Storage | undefined = session()): void => {
  try {
    storage?.removeItem(draftStorageKey(owner, key));
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
