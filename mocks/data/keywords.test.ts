import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AuthError,
  ContractError,
  HttpStatusError,
  NetworkError,
  ServerError,
  SessionExpiredError,
  TimeoutError,
  toastsForError,
  type ErrorToastPolicy,
} from '@/lib/http';
import { TOAST_TITLE_KEYS } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { WEB_NOTIFICATION_UNSUPPORTED } from '@/lib/realtime';
import { KEYWORDS } from './keywords';

// Every language keyword the storefront asks for must have a row in the demo shop's KEYWORDS, so switching the
// demo to Arabic or French translates the whole interface (a missing row silently falls back to English).

const srcDir = resolve(import.meta.dirname, '../../src');

/** The app's source files: `src/**\/*.{ts,tsx}` without tests and stories. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

const readSource = (path: string): string => readFileSync(join(srcDir, path), 'utf8');

/** `t('…')` / `t("…")` with a string literal as first argument (escapes such as `\'` resolved). */
const LITERAL_CALL = /(?<![\w$])t\(\s*(['"])((?:\\.|(?!\1)[^\\\n])*)\1/g;
const unescape = (literal: string): string => literal.replace(/\\(.)/g, '$1');

/** key → the source files that use it. */
function literalKeys(): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const file of sourceFiles(srcDir)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(LITERAL_CALL)) {
      const key = unescape(match[2] ?? '');
      const users = keys.get(key) ?? new Set<string>();
      users.add(relative(srcDir, file));
      keys.set(key, users);
    }
  }
  return keys;
}

const captures = (source: string, pattern: RegExp): string[] =>
  [...source.matchAll(pattern)].map((match) => unescape(match[2] ?? ''));

/** Keys that reach `t()` through constants rather than a literal at the call site. */
function indirectKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const add = (origin: string, list: readonly string[]) => {
    for (const key of list) if (!keys.has(key)) keys.set(key, origin);
  };

  // Document titles of the routes (RootLayout, pending and listing screens call `t(handle.title)`).
  add(
    'paths.ts route titles',
    Object.values(paths).flatMap((route) => (route.title === null ? [] : [route.title])),
  );
  const routerTitles = captures(readSource('app/router.tsx'), /\btitle:\s*(['"])((?:\\.|(?!\1)[^\\\n])*)\1/g);
  add('router.tsx handle titles', routerTitles);

  // The header's menu strip (and the phone menu): `[paths.x, 'Label']` rows rendered with `t(label)`.
  const quickLinks = captures(
    readSource('app/layout/quick-links.ts'),
    /\[paths\.\w+,\s*(['"])((?:\\.|(?!\1)[^\\\n])*)\1\s*\]/g,
  );
  add('quick-links.ts quick links', quickLinks);

  add('TOAST_TITLE_KEYS', Object.values(TOAST_TITLE_KEYS));
  add('WEB_NOTIFICATION_UNSUPPORTED', [WEB_NOTIFICATION_UNSUPPORTED]);

  // HTTP failures: the toast policy translates titles and messages, screens call `t(error.userMessage)`.
  const errors = [
    new AuthError('op'),
    new SessionExpiredError('op'),
    new HttpStatusError('op', 404),
    new ServerError('op', 500),
    new NetworkError('op'),
    new TimeoutError('op', 1000),
    new ContractError('op', ['issue']),
  ];
  const seen: string[] = [];
  const record = (key: string) => {
    seen.push(key);
    return key;
  };
  for (const error of errors) {
    seen.push(error.userMessage);
    for (const errorToast of [undefined, 'info'] satisfies Array<ErrorToastPolicy | undefined>) {
      toastsForError(error, record, { hadData: true, isMutation: true, errorToast });
    }
  }
  add('HTTP error messages and toast titles', seen);

  expect(routerTitles.length, 'router.tsx handle titles').toBeGreaterThan(0);
  expect(quickLinks.length, 'quick-links.ts quick links').toBeGreaterThan(0);
  return keys;
}

const PLACEHOLDER = /\{\w+\}|:[A-Za-z_]\w*/g;
const placeholders = (text: string): string[] => (text.match(PLACEHOLDER) ?? []).sort();

const rows = new Map(KEYWORDS.map((row) => [row[0], row] as const));

describe('language keywords of the demo shop', () => {
  const used = literalKeys();
  const indirect = indirectKeys();

  it('finds the keys the app translates', () => {
    expect(used.size).toBeGreaterThan(200);
    expect(used.has('Add to Cart')).toBe(true);
    expect(indirect.has('Track Order')).toBe(true);
    expect(indirect.has('Flash Sale')).toBe(true);
  });

  it('has an Arabic and a French translation for every key used in src/', () => {
    const missing: string[] = [];
    for (const [key, files] of used) {
      const row = rows.get(key);
      if (!row || row[1].trim() === '' || row[2].trim() === '') {
        missing.push(`${JSON.stringify(key)} (${[...files].join(', ')})`);
      }
    }
    for (const [key, origin] of indirect) {
      if (used.has(key)) continue;
      const row = rows.get(key);
      if (!row || row[1].trim() === '' || row[2].trim() === '')
        missing.push(`${JSON.stringify(key)} (${origin})`);
    }
    expect(missing, 'keys without a KEYWORDS row (or with an empty translation)').toEqual([]);
  });

  it('keeps the placeholders of the English text in every translation', () => {
    const mismatched = KEYWORDS.flatMap(([en, ar, fr]) =>
      [ar, fr]
        .filter((translation) => placeholders(translation).join() !== placeholders(en).join())
        .map((translation) => `${JSON.stringify(en)} → ${JSON.stringify(translation)}`),
    );
    expect(mismatched).toEqual([]);
  });

  it('has no empty translations', () => {
    expect(KEYWORDS.filter((row) => row.some((text) => text.trim() === ''))).toEqual([]);
  });

  it('lists every English key once', () => {
    const counts = new Map<string, number>();
    for (const [en] of KEYWORDS) counts.set(en, (counts.get(en) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 1).map(([en]) => en)).toEqual([]);
  });
});
