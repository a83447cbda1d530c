import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { deferred } from '../../internal/deferred';
import { useDeferred } from '../../internal/use-deferred';

export const TOAST_TONES = ['success', 'error', 'warning', 'info'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export type ToastOptions = {
  tone: ToastTone;
  /** Localised by the caller ("Success", "Error" from the language keywords). */
  title: string;
  description?: string;
  /** ms before it hides itself; Infinity keeps it until dismissed. Defaults to the provider's duration. */
  duration?: number;
  /**
   * One button beside the text ("Reload"). `altText` tells screen-reader users how to do the same without the
   * toast (Radix reads it in place of the button, which they may not reach in time).
   */
  action?: { label: string; altText: string; onAction: () => void };
};

export type ToastApi = {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Hides one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
};

export type ToastProviderProps = {
  children?: ReactNode;
  /** Accessible name of every toast's close button; pass the shopper's language ("Dismiss notification"). */
  closeLabel?: string;
  /** Announced before each toast so screen-reader users know what interrupted them, e.g. "Notification". */
  label?: string;
  /** Landmark name of the toast region; `{hotkey}` is replaced by the shortcut (F8) that jumps to it. */
  viewportLabel?: string;
  /** Most toasts on screen at once; older ones are dismissed first. */
  max?: number;
  duration?: number;
};

export type Entry = ToastOptions & { id: string; open: boolean };

export type ToastRegionProps = Required<
  Pick<ToastProviderProps, 'closeLabel' | 'label' | 'viewportLabel' | 'duration'>
> & { toasts: Entry[]; close: (id?: string) => void };

const region = deferred<ToastRegionProps>(() => import('./ToastRegion'));

/** Loads the toast region ahead of the first toast (the app calls it when the browser is idle). */
export const preloadToasts = () => region.preload().then(() => undefined);

const DEFAULT_DURATION_MS = 5000;
const DEFAULT_MAX = 3;

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Keeps the newest `max` toasts open (closing older ones) and drops toasts closed earlier. A toast that says what one
 * on screen already says (the same tone, title and description, neither with a button) is not shown twice: two
 * requests of one page refused with the same words (a shop that does not exist) gave two identical toasts.
 */
export function addToast(list: Entry[], entry: Entry, max: number): Entry[] {
  const shown = list.filter((t) => t.open);
  const same = (t: Entry) =>
    t.tone === entry.tone && t.title === entry.title && t.description === entry.description && !t.action;
  if (!entry.action && shown.some(same)) return list;
  const next = [...shown, entry];
  const excess = next.length - Math.max(1, max);
  return excess > 0 ? next.map((t, index) => (index < excess ? { ...t, open: false } : t)) : next;
}

/**
 * Hosts the toast region and gives `useToast()` to everything inside. Toasts stack at the inline end,
 * are announced through live regions (errors and warnings assertively), pause on hover and focus, can be
 * swiped away, and each has a labelled close button.
 */
export function ToastProvider({
  children,
  closeLabel = 'Dismiss notification',
  label = 'Notification',
  viewportLabel = 'Notifications ({hotkey})',
  max = DEFAULT_MAX,
  duration = DEFAULT_DURATION_MS,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<Entry[]>([]);
  // The Radix toast region loads with the first toast (or when the app preloads it at idle time).
  const ready = useDeferred(region, toasts.length > 0);
  const counter = useRef(0);

  const close = useCallback((id?: string) => {
    setToasts((list) => list.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  }, []);

  const toast = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((list) => addToast(list, { ...options, id, open: true }, max));
      return id;
    },
    [max],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss: close }), [toast, close]);

  return (
    <>
      <ToastContext.Provider value={api}>{children}</ToastContext.Provider>
      {ready ? (
        <region.Component
          toasts={toasts}
          close={close}
          closeLabel={closeLabel}
          label={label}
          viewportLabel={viewportLabel}
          duration={duration}
        />
      ) : null}
    </>
  );
}

/** `const { toast } = useToast(); toast({ tone: 'success', title: t('Success'), description: message })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast: wrap the app (or the story) in <ToastProvider>.');
  return api;
}
