/**
 * Which backend the demo shop plays: `friendly` (default; our contract's tidier choices) or `faithful`
 * (`DEMO_BACKEND=faithful`: every quirk of backend-api §1–§6 — the Blade shell, 302 to /login, `""` for empty
 * lists, `{captcha}`, `settings-data` → `{static_asset}`, no `/start-data`). Set per request by the Node server;
 * the browser worker is always friendly.
 */
export type DemoBackendFlavour = 'friendly' | 'faithful';

let current: () => DemoBackendFlavour = () => 'friendly';

export function setFlavourSource(source: () => DemoBackendFlavour): void {
  current = source;
}

export const demoBackendFlavour = (): DemoBackendFlavour => current();

export function parseFlavour(value: string | undefined): DemoBackendFlavour {
  if (value === undefined || value === '' || value === 'friendly') return 'friendly';
  if (value === 'faithful') return 'faithful';
  throw new Error(`DEMO_BACKEND must be "friendly" or "faithful", got "${value}".`);
}
