// Google reCAPTCHA v2 (the checkbox the backend's own login form shows). Google's script is added to the page only
// when the login form needs it; a page that already has `grecaptcha` (the demo shop's local stand-in, or a shell
// that loaded Google's script itself) is used as it is.

export interface RecaptchaWidgetOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

/** The part of Google's `grecaptcha` API the login form uses. */
export interface Grecaptcha {
  render: (container: HTMLElement, options: RecaptchaWidgetOptions) => number;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Partial<Grecaptcha>;
  }
}

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
const ONLOAD = 'marketfrontRecaptchaReady';

const ready = (): Grecaptcha | undefined => {
  const api = window.grecaptcha;
  return typeof api?.render === 'function' && typeof api.reset === 'function'
    ? (api as Grecaptcha)
    : undefined;
};

let loading: Promise<Grecaptcha> | undefined;

/** `grecaptcha`, loading Google's script once (explicit rendering, in the shop's language) if the page lacks it. */
export function loadRecaptcha(language?: string): Promise<Grecaptcha> {
  const present = ready();
  if (present) return Promise.resolve(present);
  if (loading) return loading;
  const attempt = new Promise<Grecaptcha>((resolve, reject) => {
    const globals = window as unknown as Record<string, unknown>;
    // Google calls the function named by `onload` once `render` may be used (a name, not code: CSP allows it).
    globals[ONLOAD] = () => {
      delete globals[ONLOAD];
      const api = ready();
      if (api) resolve(api);
      else reject(new Error('reCAPTCHA loaded without its API'));
    };
    const script = document.createElement('script');
    const query = new URLSearchParams({ render: 'explicit', onload: ONLOAD });
    if (language) query.set('hl', language);
    script.src = `${RECAPTCHA_SCRIPT}?${query.toString()}`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      delete globals[ONLOAD];
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  loading = attempt;
  // A later visit of the form tries again.
  attempt.catch(() => {
    if (loading === attempt) loading = undefined;
  });
  return attempt;
}
