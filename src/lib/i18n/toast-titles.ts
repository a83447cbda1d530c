import type { Translate } from './translator.ts';

export const TOAST_TITLE_KEYS = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Info',
} as const;
export type ToastKind = keyof typeof TOAST_TITLE_KEYS;

/** The toast title in the shopper's language (the keywords hold `Success`, `Error`, `Warning`, `Info`). */
export const toastTitle = (kind: ToastKind, t: Translate): string => t(TOAST_TITLE_KEYS[kind]);
