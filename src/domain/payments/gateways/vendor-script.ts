// A payment vendor's browser script (PayPal's SDK, Razorpay's checkout, …), added to the page only when the shopper
// pays with that vendor: once per address and page, shared by every caller; a script that fails to load is
// removed, so the next attempt (the screen's Retry) adds it afresh.
import { getEnv } from '@/lib/env';
import { DEMO_VENDOR_SCRIPT_PATH } from './demo-vendor-paths.ts';

/** The vendor's script did not load (offline, blocked by an extension or the shop's CSP) or did not set up its API. */
export class VendorScriptError extends Error {
  override readonly name = 'VendorScriptError';
}

const loads = new Map<string, { promise: Promise<unknown>; loaded: boolean }>();

/**
 * The vendor's API: `api()` when the page already has it, else after loading `src` (a classic, async script).
 * `api` reads the global the script defines and answers undefined until it is usable; a script that loaded once is
 * loaded again only if its global has gone since. `attributes` are set on the element (Midtrans's Snap reads its
 * client key from `data-client-key`).
 */
export function loadVendorScript<T>(
  src: string,
  api: () => T | undefined,
  attributes: Readonly<Record<string, string>> = {},
): Promise<T> {
  const present = api();
  if (present !== undefined) return Promise.resolve(present);
  const known = loads.get(src);
  if (known && !known.loaded) return known.promise as Promise<T>;
  const attempt = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    const fail = (message: string) => {
      script.remove();
      reject(new VendorScriptError(message));
    };
    script.addEventListener('load', () => {
      const ready = api();
      if (ready === undefined) fail(`${src} loaded without its API`);
      else resolve(ready);
    });
    script.addEventListener('error', () => fail(`${src} could not be loaded`));
    document.head.append(script);
  });
  const entry = { promise: attempt, loaded: false };
  loads.set(src, entry);
  attempt.then(
    () => {
      entry.loaded = true;
    },
    () => {
      if (loads.get(src) === entry) loads.delete(src);
    },
  );
  return attempt;
}

export { DEMO_VENDOR_PAYMENTS_PATH } from './demo-vendor-paths.ts';
export { DEMO_VENDOR_SCRIPT_PATH };

/** The vendor's script address, or on the demo shop its stand-in `file` on this origin; with `query` either way. */
export function vendorScriptSource(
  address: string,
  { standIn, query, demoShop }: { standIn: string; query?: Record<string, string>; demoShop: boolean },
): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  if (!demoShop) return `${address}${search}`;
  const base = getEnv().basePath.replace(/\/$/, '');
  return `${base}/${DEMO_VENDOR_SCRIPT_PATH}${standIn}${search}`;
}

/** How a payment through a vendor's script ended, as the script reports it. */
export interface ScriptPaymentOutcome<Result> {
  /** The vendor took the payment: `Result` is what the shop's backend is told. */
  paid: (result: Result) => void;
  declined: () => void;
  cancelled: () => void;
}

/** Loads a vendor's script and puts its controls into `container`; resolves to what takes them away again. */
export type StartScriptPayment<Result> = (
  container: HTMLElement,
  outcome: ScriptPaymentOutcome<Result>,
) => Promise<() => void>;
