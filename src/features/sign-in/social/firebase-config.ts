// The Firebase web app the social buttons sign in with. The backend's reference does not say where its SPA gets
// this from, so it is given at build time (README, "Configuration"); without it the social buttons stay hidden.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId?: string;
  appId?: string;
}

export class FirebaseConfigError extends Error {
  override readonly name = 'FirebaseConfigError';
}

const VARIABLES = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

const read = (raw: Readonly<Record<string, unknown>>, name: string): string | undefined => {
  const value = raw[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * None set: no social sign-in (null). The API key and the auth domain (a host name, it becomes the popup's address
 * and a CSP source) are both needed; one without the other is a mistake worth a readable error.
 */
export function parseFirebaseConfig(raw: Readonly<Record<string, unknown>>): FirebaseWebConfig | null {
  const values = Object.fromEntries(
    Object.entries(VARIABLES).map(([key, name]) => [key, read(raw, name)]),
  ) as Partial<Record<keyof FirebaseWebConfig, string>>;
  if (Object.values(values).every((value) => value === undefined)) return null;
  const { apiKey, authDomain, projectId, appId } = values;
  if (!apiKey || !authDomain) {
    throw new FirebaseConfigError(
      `Social sign-in needs both ${VARIABLES.apiKey} and ${VARIABLES.authDomain} (set them in .env.<mode> or the environment, or neither).`,
    );
  }
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(authDomain)) {
    throw new FirebaseConfigError(
      `${VARIABLES.authDomain} must be a host name such as my-shop.firebaseapp.com, got "${authDomain}".`,
    );
  }
  return { apiKey, authDomain, ...(projectId ? { projectId } : {}), ...(appId ? { appId } : {}) };
}

let parsed: FirebaseWebConfig | null | undefined;

/** The build's Firebase configuration, read once. */
export const buildFirebaseConfig = (): FirebaseWebConfig | null =>
  (parsed ??= parseFirebaseConfig(import.meta.env as unknown as Record<string, unknown>));
