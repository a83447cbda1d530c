// @vitest-environment node
// The payment vendors' scripts stay off every page but payment and wallet (issue 29): their loader
// (src/domain/payments/gateways: vendor-script.ts and each vendor's module) is imported only by the payments word
// and the payment and account features, which the router loads lazily, and no module the first route runs imports
// it (entry, app shell, home).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');
const GATEWAYS_FOLDER = join(src, 'domain/payments/gateways');

/** The module specifiers a file imports statically (values only: `import type` and `import()` are left out). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** The file a specifier names in the project, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('@mocks/')) base = join(root, 'mocks', specifier.slice(7));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null; // a stylesheet, an asset
}

/** Every project file reached from `entries` through static imports. */
function reached(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return seen;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The loader and every module that imports it (each vendor's, the folder's face): a new vendor cannot be left out. */
const LOADER = join(GATEWAYS_FOLDER, 'vendor-script.ts');
const LOADER_MODULES = [
  LOADER,
  ...sourceFiles(GATEWAYS_FOLDER).filter((file) =>
    staticImports(file).some((specifier) => resolveImport(file, specifier) === LOADER),
  ),
];

describe('vendor payment scripts', () => {
  it('are found: the loader, the seven vendors’ modules, the demo shop’s vendor and the folder’s face', () => {
    expect(LOADER_MODULES.map((file) => relative(GATEWAYS_FOLDER, file)).sort()).toEqual([
      'demo-vendor.ts',
      'flutterwave.ts',
      'google-pay.ts',
      'index.ts',
      'kkiapay.ts',
      'midtrans.ts',
      'paypal.ts',
      'paystack.ts',
      'razorpay.ts',
      'vendor-script.ts',
    ]);
  });

  it('are not reached by the first route (entry, app shell, home screen and its data)', () => {
    const firstRoute = reached(
      ['main.tsx', 'app/routes/home.tsx', 'app/routes/home.data.ts'].map((file) => join(src, file)),
    );
    expect(firstRoute.size).toBeGreaterThan(50); // the walk follows the app, not just the entry
    expect(LOADER_MODULES.filter((file) => firstRoute.has(file)).map((file) => relative(root, file))).toEqual(
      [],
    );
  });

  it('are imported only by the payments word and the payment and account features', () => {
    const importers = sourceFiles(src)
      .filter((file) => !file.startsWith(GATEWAYS_FOLDER))
      .filter((file) =>
        staticImports(file).some((specifier) => {
          const target = resolveImport(file, specifier);
          return target !== null && target.startsWith(GATEWAYS_FOLDER);
        }),
      )
      .map((file) => relative(src, file));
    expect(importers.length).toBeGreaterThan(0);
    expect(
      importers.filter((file) => !/^(features\/(payment|account)|domain\/payments)\//.test(file)),
    ).toEqual([]);
  });
});
