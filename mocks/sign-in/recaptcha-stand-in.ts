/**
 * A local stand-in for Google's reCAPTCHA v2 (`window.grecaptcha`), so the login form's check works in the demo
 * shop without Google: the storefront uses a `grecaptcha` the page already has instead of loading Google's script.
 * Its checkbox answers a token starting with `DEMO_CAPTCHA_PREFIX`, which the `recaptcha` scenario accepts.
 * Plain DOM (the demo shop does not import the app's design system). The browser demo installs it in-page; the
 * Node demo server's faithful page (reCAPTCHA on, like its backend) loads it as a same-origin script.
 */
export const DEMO_CAPTCHA_PREFIX = 'demo-captcha-';

interface WidgetOptions {
  sitekey: string;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
}

interface StandIn {
  render: (container: HTMLElement, options: WidgetOptions) => number;
  reset: (widgetId?: number) => void;
  getResponse: (widgetId?: number) => string;
}

/** Self-contained (it refers to nothing outside itself): the demo server serves its source as a script. */
export function createRecaptchaStandIn(prefix: string = DEMO_CAPTCHA_PREFIX): StandIn {
  const widgets = new Map<number, { input: HTMLInputElement; token: string }>();
  let last = 0;
  const widget = (id?: number) => widgets.get(id ?? last);
  return {
    render(container, options) {
      const id = ++last;
      const doc = container.ownerDocument;
      const label = doc.createElement('label');
      const input = doc.createElement('input');
      input.type = 'checkbox';
      const entry = { input, token: '' };
      input.addEventListener('change', () => {
        if (input.checked) {
          entry.token = `${prefix}${id}-${Date.now().toString(36)}`;
          options.callback?.(entry.token);
        } else {
          entry.token = '';
          options['expired-callback']?.();
        }
      });
      label.append(input, doc.createTextNode(" I'm not a robot (demo stand-in for reCAPTCHA)"));
      container.replaceChildren(label);
      widgets.set(id, entry);
      return id;
    },
    reset(id) {
      const entry = widget(id);
      if (!entry) return;
      entry.input.checked = false;
      entry.token = '';
    },
    getResponse: (id) => widget(id)?.token ?? '',
  };
}

/** Puts the stand-in on `window` unless the page already has Google's `grecaptcha`. */
export function installRecaptchaStandIn(target: { grecaptcha?: unknown } = window): void {
  target.grecaptcha ??= createRecaptchaStandIn();
}

/** Where the demo server serves the stand-in for its faithful page. */
export const RECAPTCHA_STAND_IN_PATH = '/__demo-shop/recaptcha-stand-in.js';

/** The stand-in as a classic script (what `RECAPTCHA_STAND_IN_PATH` answers). */
export const recaptchaStandInScript = (): string =>
  `window.grecaptcha = window.grecaptcha || (${createRecaptchaStandIn.toString()})(${JSON.stringify(DEMO_CAPTCHA_PREFIX)});\n`;
