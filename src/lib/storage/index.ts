export { createLocalStore, createSessionStore, localStore, sessionStore, webStorage } from './local-store.ts';
export type { LocalStore, SessionStore, TypedStore } from './local-store.ts';
export { SESSION_STORAGE_KEYS, STORAGE_KEYS } from './storage-keys.ts';
export type {
  DemoColours,
  GatewayHandOff,
  OfflineCartChanges,
  SessionStorageKey,
  SessionValues,
  StorageKey,
  StoredValues,
} from './storage-keys.ts';
export { renewGuest, storageOwner } from './storage-owner.ts';
export {
  DRAFT_PREFIX,
  draftStorageKey,
  forgetLegacyPersonalData,
  forgetOtherOwnersDrafts,
  forgetPersonalData,
} from './personal-data.ts';
export { forgetIntentKey, intentKey } from './intent-keys.ts';
export { randomId } from './random-id.ts';
