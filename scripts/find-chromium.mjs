// Where the browser tests' Chromium builds are (ADR 071): the full browser for the story tests and the benches, and
// Chromium's headless shell for the end-to-end journeys. Plain Node, shared by scripts/ensure-chromium.mjs (which
// installs what is missing) and scripts/chromium.ts (which the test configs read).
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Debian's packages, as `ensure-chromium` installs them. */
export const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
export const SYSTEM_HEADLESS_SHELL = ['/usr/bin/chromium-headless-shell'];

/** Playwright's own downloads (`npx playwright install`), newest first: the browser, or the headless shell. */
function playwrightBuild(kind, { env, exists, list }) {
  const dir = env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!exists(dir)) return undefined;
  const prefix = kind === 'shell' ? 'chromium_headless_shell-' : 'chromium-';
  const binaries =
    kind === 'shell'
      ? [
          join('chrome-headless-shell-linux64', 'chrome-headless-shell'),
          join('chrome-linux', 'headless_shell'),
        ]
      : [join('chrome-linux64', 'chrome'), join('chrome-linux', 'chrome')];
  for (const entry of list(dir)
    .filter((d) => d.startsWith(prefix))
    .sort()
    .reverse()) {
    const bin = binaries.map((b) => join(dir, entry, b)).find((p) => exists(p));
    if (bin) return bin;
  }
  return undefined;
}

const machine = { env: process.env, exists: existsSync, list: (dir) => readdirSync(dir) };

/** The full Chromium: CHROME_PATH, the system's, or Playwright's. */
export function findChromium(host = machine) {
  if (host.env.CHROME_PATH && host.exists(host.env.CHROME_PATH)) return host.env.CHROME_PATH;
  return SYSTEM_CHROMIUM.find((p) => host.exists(p)) ?? playwrightBuild('browser', host);
}

/**
 * Chromium's headless shell (the old headless mode, which Playwright itself runs for headless tests): same engine,
 * no browser UI behind the page, ≈ 16 % less time for the journeys on two cores. CHROME_HEADLESS_SHELL_PATH, the
 * system's, or Playwright's; undefined when there is none (the journeys then run in the full Chromium).
 */
export function findHeadlessShell(host = machine) {
  const fromEnv = host.env.CHROME_HEADLESS_SHELL_PATH;
  if (fromEnv && host.exists(fromEnv)) return fromEnv;
  return SYSTEM_HEADLESS_SHELL.find((p) => host.exists(p)) ?? playwrightBuild('shell', host);
}

/** The journeys' browser: the headless shell where there is one, otherwise the full Chromium. */
export function findJourneyChromium(host = machine) {
  return findHeadlessShell(host) ?? findChromium(host);
}
