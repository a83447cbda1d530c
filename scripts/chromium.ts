import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { SYSTEM_CHROMIUM, findChromium, findJourneyChromium } from './find-chromium.mjs';

// The machine kind's flags (scripts/chromium-flags.mjs), and text rendered without hinting for stable screenshots.
export const chromiumArgs = [...CHROMIUM_FLAGS, '--font-render-hinting=none'];

/** CHROME_PATH wins; otherwise the system's Chromium. scripts/ensure-chromium.mjs installs it when missing. */
export function chromiumPath(): string {
  return findChromium() ?? SYSTEM_CHROMIUM[0]!;
}

/**
 * The end-to-end journeys' browser (ADR 071): Chromium's headless shell where there is one (CHROME_HEADLESS_SHELL_PATH,
 * the system's or Playwright's), otherwise the full Chromium. The story tests keep the full browser: their baselines
 * were drawn by it, and the shell positions text differently by a fraction of a pixel.
 */
export function journeyChromiumPath(): string {
  return findJourneyChromium() ?? SYSTEM_CHROMIUM[0]!;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The fallback fonts the browser may see: DejaVu's TrueType files from npm (`dejavu-fonts-ttf`, pinned). The page's
 * own fonts (Inter, Noto Sans Arabic) arrive as web fonts; fontconfig only serves what those do not cover. Not the
 * fontsource WOFF2 files: fontconfig lists them, but Chromium's renderer crashes when it falls back to a WOFF2
 * "system" font (seen in the Combobox stories), so the fallback must be TrueType. Nothing else may reach a
 * screenshot (ADR 030).
 */
export const projectFontDirs = [join(root, 'node_modules', 'dejavu-fonts-ttf', 'ttf')];

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * A fontconfig configuration that sees only the project's own fallback fonts: no system font directories, no
 * system configuration includes, every generic family mapped to DejaVu. Chromium's fallback for text the page's web
 * fonts do not cover (generic families, uncovered glyphs, text inside SVG images) goes through fontconfig, so with
 * this a font installed on the machine can never change a baseline.
 */
export function fontconfigXml(fontDirs: readonly string[], cacheDir: string): string {
  const alias = (family: string, prefer: string) =>
    `  <alias binding="strong"><family>${family}</family><prefer><family>${prefer}</family></prefer></alias>`;
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    "<!-- Written by scripts/chromium.ts for browser tests: only the project's fonts (ADR 030). -->",
    '<fontconfig>',
    ...fontDirs.map((dir) => `  <dir>${escapeXml(dir)}</dir>`),
    `  <cachedir>${escapeXml(cacheDir)}</cachedir>`,
    ...['sans-serif', 'system-ui', 'ui-sans-serif', 'cursive', 'fantasy'].map((f) => alias(f, 'DejaVu Sans')),
    alias('serif', 'DejaVu Serif'),
    ...['monospace', 'ui-monospace'].map((f) => alias(f, 'DejaVu Sans Mono')),
    '</fontconfig>',
    '',
  ].join('\n');
}

/** Writes the test fontconfig (idempotent) and returns its path. */
export function writeTestFontconfig(): string {
  const dir = join(root, 'node_modules', '.cache', 'marketfront-fontconfig');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'fonts.conf');
  const xml = fontconfigXml(projectFontDirs, join(dir, 'cache'));
  // Written only when it changes, and whole (a new file renamed over it), so no browser can read it half-written: one
  // that did would run on the machine's defaults (other hinting would put every baseline off by a pixel per word).
  if (!existsSync(file) || readFileSync(file, 'utf8') !== xml) {
    const next = `${file}.${process.pid}.tmp`;
    writeFileSync(next, xml);
    renameSync(next, file);
  }
  return file;
}

/** The environment for a test Chromium: everything as is, but fontconfig limited to the project's fonts. */
export function chromiumEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  env.FONTCONFIG_FILE = writeTestFontconfig();
  delete env.FONTCONFIG_PATH;
  return env;
}
