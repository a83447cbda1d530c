import { describe, expect, it } from 'vitest';
import { findChromium, findHeadlessShell, findJourneyChromium } from './find-chromium.mjs';

/** A machine with these files (and the folders above them), and this environment. */
function machine(files: string[], env: Record<string, string | undefined> = {}) {
  const paths = new Set(
    files.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))),
  );
  return {
    env: { PLAYWRIGHT_BROWSERS_PATH: '/pw', ...env },
    exists: (path: string) => paths.has(path),
    list: (dir: string) =>
      [...paths]
        .filter((p) => p.startsWith(`${dir}/`) && !p.slice(dir.length + 1).includes('/'))
        .map((p) => p.slice(dir.length + 1)),
  };
}

describe('the browser tests’ Chromium builds (ADR 071)', () => {
  it('the journeys run in the system’s headless shell, the story tests in the system’s full browser', () => {
    const host = machine(['/usr/bin/chromium', '/usr/bin/chromium-headless-shell']);
    expect(findChromium(host)).toBe('/usr/bin/chromium');
    expect(findJourneyChromium(host)).toBe('/usr/bin/chromium-headless-shell');
  });

  it('without a headless shell the journeys run in the full browser', () => {
    const host = machine(['/usr/bin/chromium']);
    expect(findHeadlessShell(host)).toBeUndefined();
    expect(findJourneyChromium(host)).toBe('/usr/bin/chromium');
  });

  it('a path given in the environment wins, when it exists', () => {
    const host = machine(
      ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell', '/opt/c/chrome', '/opt/s/shell'],
      {
        CHROME_PATH: '/opt/c/chrome',
        CHROME_HEADLESS_SHELL_PATH: '/opt/s/shell',
      },
    );
    expect(findChromium(host)).toBe('/opt/c/chrome');
    expect(findJourneyChromium(host)).toBe('/opt/s/shell');
    const gone = machine(['/usr/bin/chromium'], {
      CHROME_PATH: '/opt/c/chrome',
      CHROME_HEADLESS_SHELL_PATH: '/opt/s/shell',
    });
    expect(findChromium(gone)).toBe('/usr/bin/chromium');
    expect(findJourneyChromium(gone)).toBe('/usr/bin/chromium');
  });

  it('finds Playwright’s newest downloads when the system has none', () => {
    const host = machine([
      '/pw/chromium-1190/chrome-linux/chrome',
      '/pw/chromium-1200/chrome-linux64/chrome',
      '/pw/chromium_headless_shell-1200/chrome-headless-shell-linux64/chrome-headless-shell',
    ]);
    expect(findChromium(host)).toBe('/pw/chromium-1200/chrome-linux64/chrome');
    expect(findJourneyChromium(host)).toBe(
      '/pw/chromium_headless_shell-1200/chrome-headless-shell-linux64/chrome-headless-shell',
    );
    expect(findChromium(machine([]))).toBeUndefined();
  });
});
