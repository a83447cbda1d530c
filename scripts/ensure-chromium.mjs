// Finds a Chromium for story tests and end-to-end journeys: CHROME_PATH, the system's, or Playwright's own.
// Where there is none and we are root with apt, installs Debian's `chromium`; otherwise stops with the command.
import { existsSync, readdirSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';

function playwrightChromium() {
  const dir = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(dir)) return undefined;
  for (const entry of readdirSync(dir)
    .filter((d) => d.startsWith('chromium-'))
    .sort()
    .reverse()) {
    const bin = join(dir, entry, 'chrome-linux', 'chrome');
    if (existsSync(bin)) return bin;
  }
  return undefined;
}

export function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(p)) return p;
  }
  return playwrightChromium();
}

const found = findChromium();
if (found) {
  if (process.argv.includes('--print')) console.log(found);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
const command = 'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium';
if (!isRoot || !hasApt) {
  console.error(
    `No Chromium found for the browser tests. Install one with:\n\n  ${command}\n\nor set CHROME_PATH.`,
  );
  process.exit(1);
}
console.log('No Chromium found: installing Debian chromium (apt-get)…');
try {
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium', {
    stdio: 'inherit',
  });
} catch {
  console.error(`Installing Chromium failed. Run:\n\n  ${command}`);
  process.exit(1);
}
if (!findChromium()) {
  console.error(`Chromium is still missing after apt-get. Run:\n\n  ${command}`);
  process.exit(1);
}
