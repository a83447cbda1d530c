// The build-time settings the app reads, as a typed object. vite.config.ts parses them when it builds (or starts a
// dev server, Storybook, Vitest): a wrong value stops it with a message that says which variable and what it
// accepts, and the browser receives only the result (`__APP_ENV__`), not the parser. (Page meta from the backend
// lives in lib/http/page-meta.)

export interface AppEnv {
  /** Vite's mode: development, production, e2e, demo, test. */
  mode: string;
  dev: boolean;
  /** Router basename: `/` or `/shop` (from VITE_BASE_PATH through Vite's BASE_URL). */
  basePath: string;
  /** The built-in demo shop (MSW) answers the API: VITE_DEMO_SHOP=on|off, on by default in development. */
  demoShop: boolean;
  /**
   * The demo shop's stand-ins for a payment gateway's own pages (JazzCash's merchant form on the demo server) may
   * be posted to: VITE_GATEWAY_STAND_INS=on|off, on with the demo shop. Off in a build for a real backend, which
   * then posts the shopper's signed fields only to the gateway's own hosts.
   */
  gatewayStandIns: boolean;
}

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

type RawEnv = Readonly<Record<string, unknown>>;

const readString = (raw: RawEnv, name: string): string | undefined => {
  const value = raw[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new EnvError(`${name} must be a string, got ${typeof value}.`);
  return value.trim();
};

const parseOnOff = (raw: RawEnv, name: string, fallback: boolean): boolean => {
  const value = readString(raw, name);
  if (value === undefined) return fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new EnvError(
    `${name} must be "on" or "off", got "${value}". Set it in .env.<mode> or the environment.`,
  );
};

const parseBasePath = (raw: RawEnv): string => {
  const value = readString(raw, 'BASE_URL') ?? readString(raw, 'VITE_BASE_PATH') ?? '/';
  if (!value.startsWith('/') || value.startsWith('//') || /[\s\\?#]/.test(value)) {
    throw new EnvError(
      `VITE_BASE_PATH must be a path such as /shop/ (it becomes Vite's base), got "${value}".`,
    );
  }
  const trimmed = value.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

/** Pure parser (tests feed it objects); throws EnvError. */
export const parseEnv = (raw: RawEnv): AppEnv => {
  const mode = readString(raw, 'MODE') ?? 'production';
  const dev = raw.DEV === true;
  const demoShop = parseOnOff(raw, 'VITE_DEMO_SHOP', dev);
  return {
    mode,
    dev,
    basePath: parseBasePath(raw),
    demoShop,
    gatewayStandIns: parseOnOff(raw, 'VITE_GATEWAY_STAND_INS', demoShop),
  };
};

/** What vite.config.ts's `parseEnv` made of the build's settings (its `define`). */
declare const __APP_ENV__: AppEnv;

export const getEnv = (): AppEnv => __APP_ENV__;
