export { ToastProvider, useToast, preloadToasts, TOAST_TONES } from './Toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast';
