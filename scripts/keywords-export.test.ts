// @vitest-environment node
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { KEYWORDS } from '../mocks/data/keywords';
import { PLURAL_KEYWORDS } from '../mocks/data/plural-keywords';
import {
  collectKeywords,
  main,
  missingFrom,
  placeholdersOf,
  scanSources,
  toCsv,
  type Keyword,
} from './keywords-export.mjs';

const PROJECT = path.resolve(import.meta.dirname, '..');
const SCRIPT = path.join(PROJECT, 'scripts/keywords-export.mjs');

/** A small project: the real translator (with its direction helper), plural, toast-title and route-table modules, and the given screens. */
function fixtureProject(screens: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'keywords-export-'));
  for (const file of [
    'src/lib/i18n/translator.ts',
    'src/lib/i18n/direction.ts',
    'src/lib/i18n/plural.ts',
    'src/lib/i18n/intl-cache.ts',
    'src/lib/i18n/toast-titles.ts',
    'src/lib/navigation/route-table.ts',
  ]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    copyFileSync(path.join(PROJECT, file), path.join(root, file));
  }
  for (const [file, source] of Object.entries(screens)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
const project = (screens: Record<string, string>) => {
  const root = fixtureProject(screens);
  roots.push(root);
  return root;
};
const scan = (root: string, files: string[]) =>
  scanSources({ root, files: files.map((file) => path.join(root, file)) });

const HEADER = "import type { Translate } from '../../lib/i18n/translator.ts';\n";

describe('reading the keys of translator calls', () => {
  it('reads literals, as-const lists, declared tables, constants, functions and both branches of a condition', () => {
    const root = project({
      'src/features/shop/words.ts':
        HEADER +
        "const TABS = ['Store', 'Products'] as const;\n" +
        "const PAIRS = [['pending', 'Pending'], ['paid', 'Paid']] as const;\n" +
        "const WORDS: Record<string, string> = { ...Object.fromEntries(PAIRS), refunded: 'Refunded' };\n" +
        "const TITLE = 'Shop Title';\n" +
        'const statusWord = (s: string): string => WORDS[s]!;\n' +
        "function tone(up: boolean): string { if (up) return 'Rising'; return 'Falling'; }\n" +
        'export const words = (t: Translate, tab: (typeof TABS)[number], s: string, on: boolean) => [\n' +
        "  t('Add to Cart'), t(`Checkout`), t('Hello {name}, :count left', { name: 'x', count: 1 }),\n" +
        "  t(tab), t(WORDS[s]!), t(WORDS.refunded!), t(TITLE), t(statusWord(s)), t(tone(on)), t(on ? 'On' : 'Off'),\n" +
        '];\n',
    });
    const { keys, problems } = scan(root, ['src/features/shop/words.ts']);
    expect(problems).toEqual([]);
    expect([...keys.keys()].sort()).toEqual(
      [
        'Add to Cart',
        'Checkout',
        'Hello {name}, :count left',
        'Store',
        'Products',
        'Pending',
        'Paid',
        'Refunded',
        'Shop Title',
        'Rising',
        'Falling',
        'On',
        'Off',
      ].sort(),
    );
    expect([...keys.get('Add to Cart')!]).toEqual(['src/features/shop/words.ts:9']);
  });

  it('fails on a key it cannot read, naming the file and line', () => {
    const root = project({
      'src/features/shop/Bad.tsx':
        HEADER +
        'export const Bad = ({ t, name, label }: { t: Translate; name: string; label: string }) => (\n' +
        '  <p title={t(`Hello ${name}`)}>\n' +
        '    {t(label)}\n' +
        '  </p>\n' +
        ');\n',
    });
    const { problems } = scan(root, ['src/features/shop/Bad.tsx']);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^src\/features\/shop\/Bad\.tsx:3: the key `t?`?Hello \$\{name\}`/);
    expect(problems[1]).toMatch(/^src\/features\/shop\/Bad\.tsx:4: the key `label` cannot be read/);
  });

  it('fails on a {placeholder} the call gives no value for: the shopper would see it as written', () => {
    const root = project({
      'src/features/cart/Count.ts':
        HEADER +
        'export const x = (t: Translate, n: number, rest: Record<string, string>) => [\n' +
        "  t('{n} items'),\n" +
        "  t('{n} of {max}', { n }),\n" +
        "  t('{n} of {max}', { n, max: 3 }),\n" +
        "  t('{n} of {max}', { ...rest }),\n" +
        '];\n',
    });
    expect(scan(root, ['src/features/cart/Count.ts']).problems).toEqual([
      'src/features/cart/Count.ts:3: {n} would show as written: the call gives no value for it',
      'src/features/cart/Count.ts:4: {max} would show as written: the call gives no value for it',
    ]);
  });

  it('takes keys from @keyword declarations, and a keywords-export comment for text named elsewhere', () => {
    const root = project({
      'src/features/account/pages.ts':
        HEADER +
        'export interface Page {\n' +
        '  /** @keyword */\n' +
        '  label: string;\n' +
        '}\n' +
        "export const pages = (wallet: boolean): Page[] => [{ label: 'Dashboard' }, { label: wallet ? 'My Wallet' : 'Orders' }];\n" +
        '/** What the checkbox names. @keyword */\n' +
        "const TITLES: Record<string, string> = { terms: 'Terms and Conditions' };\n" +
        'export const titleOf = (k: string) => TITLES[k];\n' +
        'export interface Failure {\n' +
        "  /** @keyword from the server's own words */\n" +
        '  message: string;\n' +
        '}\n' +
        "export const failures = (server: string): Failure[] => [{ message: 'Offline' }, { message: server }];\n" +
        'export const show = (t: Translate, page: Page, failure: Failure, status: string) => [\n' +
        '  t(page.label),\n' +
        '  t(failure.message),\n' +
        "  // keywords-export: the server's status\n" +
        '  t(status),\n' +
        '];\n' +
        '/** A translator that hands its key on is not a call to read: its callers are. */\n' +
        'export const forward: Translate = (key, params) => `${key}${params ? "" : ""}`;\n' +
        'export const relay: Translate = (key, params) => forward(key, params);\n',
    });
    const { keys, elsewhere, problems } = scan(root, ['src/features/account/pages.ts']);
    expect(problems).toEqual([]);
    expect([...keys.keys()].sort()).toEqual(
      ['Dashboard', 'My Wallet', 'Orders', 'Terms and Conditions', 'Offline'].sort(),
    );
    expect(elsewhere.map((e) => e.at)).toEqual([
      'src/features/account/pages.ts:16',
      'src/features/account/pages.ts:17',
      'src/features/account/pages.ts:19',
    ]);
    expect(elsewhere[2]!.reason).toBe("the server's status");
  });

  it('fails on a strict @keyword property given a value it cannot read', () => {
    const root = project({
      'src/features/account/pages.ts':
        'export interface Page {\n  /** @keyword */\n  label: string;\n}\n' +
        'export const page = (name: string): Page => ({ label: name });\n',
    });
    expect(scan(root, ['src/features/account/pages.ts']).problems).toEqual([
      expect.stringMatching(/^src\/features\/account\/pages\.ts:5: `name` is given to a @keyword property/),
    ]);
  });
});

describe('the export', () => {
  it('adds route titles, every English plural form with its text, and toast titles; lists placeholders', async () => {
    const root = project({
      'src/features/cart/Cart.ts':
        HEADER +
        "export const x = (t: Translate) => t('{count} left of {name}', { count: 2, name: 'Tea' });\n",
    });
    const { keywords, problems } = await collectKeywords(root, [
      path.join(root, 'src/features/cart/Cart.ts'),
    ]);
    expect(problems).toEqual([]);
    const byKey = new Map(keywords.map((k) => [k.key, k]));
    expect(byKey.get('Track Order')?.usedIn).toEqual(['src/lib/navigation/route-table.ts (trackOrder)']);
    expect(byKey.get('items_one')).toMatchObject({ text: '{count} item', placeholders: ['{count}'] });
    expect(byKey.get('items_other')).toMatchObject({ text: '{count} items', placeholders: ['{count}'] });
    expect(byKey.has('items_few')).toBe(false);
    expect(byKey.get('Items')).toBeDefined();
    for (const title of ['Success', 'Error', 'Warning', 'Info']) expect(byKey.has(title), title).toBe(true);
    expect(byKey.get('{count} left of {name}')?.placeholders).toEqual(['{count}', '{name}']);
  });

  it('writes CSV that quotes commas, quotes and line breaks', () => {
    const rows: Keyword[] = [
      { key: 'Hello, "you"', text: 'Hello, "you"', placeholders: [], usedIn: ['a.ts:1', 'b.ts:2'] },
      { key: 'items_one', text: '{count} item', placeholders: ['{count}'], usedIn: ['plural.ts'] },
    ];
    expect(toCsv(rows)).toBe(
      'key,en,placeholders,used_in\r\n"Hello, ""you""","Hello, ""you""",,a.ts:1; b.ts:2\r\nitems_one,{count} item,{count},plural.ts\r\n',
    );
    expect(placeholdersOf('At 10:30 :name paid {amount} to :name, see http://x')).toEqual([
      ':name',
      '{amount}',
    ]);
  });

  it('says which keys a shop’s GET /language/keywords answer lacks', () => {
    const rows = ['Cart', 'Error', 'items_one'].map((key) => ({
      key,
      text: key,
      placeholders: [],
      usedIn: [],
    }));
    const answer = { lang: { Error: 'خطأ', Cart: '  ' }, language: { text_direction: 'rtl' } };
    expect(missingFrom(rows, answer).map((k) => k.key)).toEqual(['Cart', 'items_one']);
    expect(missingFrom(rows, { Cart: 'Panier' }).map((k) => k.key)).toEqual(['Error', 'items_one']);
  });

  it('the command fails with a non-zero exit naming file:line, and writes nothing', async () => {
    const root = project({
      'src/features/shop/Bad.ts': HEADER + 'export const x = (t: Translate, key: string) => t(key);\n',
    });
    const run = promisify(execFile)(process.execPath, [SCRIPT], { cwd: root });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('src/features/shop/Bad.ts:2: the key `key` cannot be read'),
    });
    expect(() => readFileSync(path.join(root, 'dist-keywords/keywords.csv'))).toThrow();
  });

  it('the command writes the CSV, the lang map and the details, and the keys a shop lacks', async () => {
    const root = project({
      'src/features/shop/Good.ts': HEADER + "export const x = (t: Translate) => t('Add to Cart');\n",
    });
    writeFileSync(path.join(root, 'shop.json'), JSON.stringify({ lang: { 'Add to Cart': 'Ajouter' } }));
    expect(await main(['--out', 'words', '--compare', 'shop.json'], root)).toBe(0);
    const lang = JSON.parse(readFileSync(path.join(root, 'words/en.json'), 'utf8')) as Record<string, string>;
    expect(lang['Add to Cart']).toBe('Add to Cart');
    expect(lang.items_other).toBe('{count} items');
    const csv = readFileSync(path.join(root, 'words/keywords.csv'), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('key,en,placeholders,used_in');
    expect(csv).toContain('Add to Cart,Add to Cart,,src/features/shop/Good.ts:2\r\n');
    const details = JSON.parse(readFileSync(path.join(root, 'words/keywords.json'), 'utf8')) as Keyword[];
    expect(details.length).toBe(Object.keys(lang).length);
    const missing = JSON.parse(readFileSync(path.join(root, 'words/missing.en.json'), 'utf8')) as object;
    expect(Object.keys(missing)).not.toContain('Add to Cart');
    expect(Object.keys(missing)).toContain('Success');
  });
});

// The project's own sources, with the whole TypeScript program: slow (tens of seconds on a busy machine).
describe('the storefront', { timeout: 300_000 }, () => {
  it('exports every key with no unreadable call, and the demo shop translates each into Arabic and French', async () => {
    const { keywords, problems } = await collectKeywords(PROJECT);
    expect(problems).toEqual([]);
    expect(keywords.length).toBeGreaterThan(700);
    const keys = new Set(keywords.map((k) => k.key));
    for (const key of [
      'Add to Cart',
      'Track Order',
      'Page Not Found',
      'Best Rated Products',
      'Terms and Conditions',
    ])
      expect(keys.has(key), key).toBe(true);

    const demo = new Map(KEYWORDS.map(([en, ar, fr]) => [en, { ar, fr }]));
    const untranslated = keywords
      .filter(({ key }) => {
        const plural = /^(\w+)_(one|other)$/.exec(key);
        if (plural && plural[1]! in PLURAL_KEYWORDS) return false;
        return !demo.get(key)?.ar || !demo.get(key)?.fr;
      })
      .map((k) => `${k.key} (${k.usedIn[0]})`);
    expect(
      untranslated,
      'keys the UI asks for without an Arabic and French row in mocks/data/keywords.ts',
    ).toEqual([]);
  });
});
