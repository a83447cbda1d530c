// Finds the browser tests' Chromium builds (scripts/find-chromium.mjs): the full browser (story tests) and the
// headless shell (journeys, ADR 071). Where one is missing and we are root with apt, installs Debian's package for it;
// where the full browser is still missing, stops with the command to run. A missing headless shell only costs time:
// the journeys then run in the full browser.
// `--print` prints the full browser's path; `--print-journeys` the journeys' (the shell, or the full browser).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { findChromium, findHeadlessShell, findJourneyChromium } from './find-chromium.mjs';

const print = () => {
  if (process.argv.includes('--print')) console.log(findChromium());
  if (process.argv.includes('--print-journeys')) console.log(findJourneyChromium());
};

const missing = [
  ...(findChromium() ? [] : ['chromium']),
  ...(findHeadlessShell() ? [] : ['chromium-headless-shell']),
];
if (missing.length === 0) {
  print();
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
const command = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`;
if (isRoot && hasApt) {
  // Progress on stderr: `--print`'s stdout is read by scripts/test-all.sh.
  console.error(`Installing Debian's ${missing.join(' and ')} for the browser tests (apt-get)…`);
  try {
    execSync('apt-get update -qq', { stdio: ['ignore', 2, 2] });
    execSync(
      `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`,
      {
        stdio: ['ignore', 2, 2],
      },
    );
  } catch {
    console.error(`Installing ${missing.join(' and ')} failed.`);
  }
}
if (!findChromium()) {
  console.error(
    `No Chromium found for the browser tests. Install one with:\n\n  ${command}\n\nor set CHROME_PATH.`,
  );
  process.exit(1);
}
if (!findHeadlessShell()) {
  console.error(
    `No Chromium headless shell: the journeys run in the full Chromium (slower). For the shell:\n\n  ${command}\n\n` +
      'or set CHROME_HEADLESS_SHELL_PATH.',
  );
}
print();
