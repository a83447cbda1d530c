import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The font files the project ships (npm packages); nothing else may reach a screenshot (ADR 030). */
export const projectFontDirs = [
  'node_modules/@fontsource-variable/inter/files',
  'node_modules/@fontsource-variable/noto-sans-arabic/files',
].map((dir) => join(root, dir));

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * A fontconfig configuration that sees only the project's own fonts: no system font directories, no system
 * configuration includes, generic families (sans-serif, serif, monospace, system-ui) mapped to Inter, Arabic to
 * Noto Sans Arabic. Chromium's fallback for text the page's web fonts do not cover goes through fontconfig, so
 * with this a font installed on the machine can never change a baseline.
 */
export function fontconfigXml(fontDirs: readonly string[], cacheDir: string): string {
  const alias = (family: string, prefer: string[]) =>
    `  <alias binding="strong"><family>${family}</family><prefer>${prefer
      .map((f) => `<family>${f}</family>`)
      .join('')}</prefer></alias>`;
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    "<!-- Written by scripts/chromium.ts for browser tests: only the project's fonts (ADR 030). -->",
    '<fontconfig>',
    ...fontDirs.map((dir) => `  <dir>${escapeXml(dir)}</dir>`),
    `  <cachedir>${escapeXml(cacheDir)}</cachedir>`,
    ...[
      'sans-serif',
      'serif',
      'monospace',
      'system-ui',
      'ui-sans-serif',
      'ui-monospace',
      'cursive',
      'fantasy',
    ].map((family) => alias(family, ['Inter', 'Noto Sans Arabic'])),
    '  <match target="pattern"><test name="lang" compare="contains"><string>ar</string></test>' +
      '<edit name="family" mode="prepend" binding="strong"><string>Noto Sans Arabic</string></edit></match>',
    '</fontconfig>',
    '',
  ].join('\n');
}

/** Writes the test fontconfig (idempotent) and returns its path. */
export function writeTestFontconfig(): string {
  const dir = join(root, 'node_modules', '.cache', 'marketfront-fontconfig');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'fonts.conf');
  writeFileSync(file, fontconfigXml(projectFontDirs, join(dir, 'cache')));
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
