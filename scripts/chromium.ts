import { existsSync } from 'node:fs';

// Flags verified on this machine kind: no sandbox as root, no GPU, and no background networking (the closed
// network otherwise refuses dozens of connections at every start).
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** CHROME_PATH wins; otherwise the system's Chromium. scripts/ensure-chromium.mjs installs it when missing. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return fromEnv;
  return candidates.find((p) => existsSync(p)) ?? '/usr/bin/chromium';
}
