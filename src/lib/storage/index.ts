export { createLocalStore, localStore } from './local-store.ts';
export type { LocalStore } from './local-store.ts';
export { STORAGE_KEYS } from './storage-keys.ts';
export type { DemoColours, OfflineCartChanges, StorageKey, StoredValues } from './storage-keys.ts';
