// `npm run keywords:export`: every language keyword the storefront can ask for, with its English text and its
// placeholders, as files a shop owner loads into the backend's language table (issue 34 §3; README, "Importing the
// storefront's words into the backend"). The keys are English sentences, so a shop without them reads in English;
// with them, a translator can translate every word the storefront shows.
//
// Where keys come from:
// - every call of the translator (a function typed `Translate`: `t('…')`, `translate('…')`) in `src/`, tests and
//   stories aside, read with the TypeScript compiler: a string literal; an expression whose type is a union of string
//   literals (an `as const` list); a table declared with literal values (`TITLES[kind]`, `TITLES.x`); a constant; a
//   function whose every return is one of these; a condition's branches;
// - properties, functions and constants whose declaration carries the JSDoc tag `@keyword` (`AccountPage.label`):
//   every literal assigned to, returned by or listed in them, and a `t(page.label)` reads from there. `@keyword from <where>` says
//   the values it cannot read come from elsewhere (the server's own words, the route table) and are skipped;
// - the route table's titles, the counted phrases' plural forms (`<base>_<category>` for each category English
//   needs, from `COUNTED`) and their labels, and the toast titles.
// A translator call whose key is none of these (a parameter, text built at run time) stops the export with its
// file and line, unless a comment on that line or the line above says where its keys come from:
// `// keywords-export: the server's refund status`.
//
// Usage: node scripts/keywords-export.mjs [--out dist-keywords] [--compare <GET /language/keywords answer>.json]
import ts from 'typescript';
import { existsSync, globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DIRECTIVE = /keywords-export:\s*(\S[^*]*?)\s*(?:\*\/|$)/m;
const TAG = 'keyword';
const MAX_DEPTH = 8;

/** `{name}` and Laravel's `:name`, as the translator fills them (src/lib/i18n/translator.ts). */
const PLACEHOLDER = /\{(\w+)\}|(?<![\p{L}\p{N}_:/]):(\p{L}[\p{L}\p{N}_]*)/gu;

/** The placeholders of an English text, as written: `["{count}", "{name}"]`. */
export const placeholdersOf = (text) => [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[0]))];

/** The app's source files a shopper's words can come from: no tests, stories, styles or generated code. */
export function sourceFilesOf(root) {
  return globSync('src/**/*.{ts,tsx}', { cwd: root })
    .filter(
      (file) =>
        !/\.(test|stories|d)\.tsx?$/.test(file) &&
        !file.endsWith('.css.ts') &&
        !file.split(path.sep).includes('api-generated') &&
        !file.split(path.sep).some((part) => part.startsWith('.')),
    )
    .map((file) => path.join(root, file))
    .sort();
}

function compilerOptions(root) {
  const config = path.join(root, 'tsconfig.json');
  const defaults = {
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    noEmit: true,
  };
  if (!existsSync(config)) return defaults;
  const parsed = ts.getParsedCommandLineOfConfigFile(
    config,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  return { ...parsed.options, noEmit: true };
}

const propertyName = (property) => property.name.getText().replace(/^['"]|['"]$/g, '');

const skipOuter = (node) => {
  let at = node;
  while (
    ts.isParenthesizedExpression(at) ||
    ts.isAsExpression(at) ||
    ts.isSatisfiesExpression(at) ||
    ts.isNonNullExpression(at) ||
    ts.isTypeAssertionExpression(at)
  )
    at = at.expression;
  return at;
};

/**
 * Reads the language keywords in `files` (absolute paths) with the TypeScript compiler.
 * Returns the keys with where each is used, the calls that say their keys come from elsewhere, and the problems.
 */
export function scanSources({ root, files }) {
  const program = ts.createProgram(files, compilerOptions(root));
  const checker = program.getTypeChecker();
  /** key → Set of "file:line" */
  const keys = new Map();
  const elsewhere = [];
  const problems = [];

  const where = (node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    return `${path.relative(root, file.fileName).split(path.sep).join('/')}:${line + 1}`;
  };
  const add = (key, at) => {
    const uses = keys.get(key) ?? new Set();
    uses.add(at);
    keys.set(key, uses);
  };

  const symbolOf = (node) => {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };
  /** `@keyword` on a declaration: `{ from }` is the tag's comment, where values that cannot be read come from. */
  const tagOf = (symbol) => {
    for (const declaration of symbol?.declarations ?? []) {
      const holder = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
      const tag = ts.getJSDocTags(holder).find((t) => t.tagName.text === TAG);
      if (tag) return { from: (ts.getTextOfJSDocComment(tag.comment) ?? '').trim() };
    }
    return null;
  };

  /** The object or array literal a constant is declared with (`as const`, `satisfies`, `Object.freeze` aside). */
  const declaredTable = (node) => {
    const declaration = symbolOf(node)?.valueDeclaration;
    if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return null;
    let init = skipOuter(declaration.initializer);
    if (ts.isCallExpression(init) && init.expression.getText() === 'Object.freeze' && init.arguments[0])
      init = skipOuter(init.arguments[0]);
    return ts.isObjectLiteralExpression(init) || ts.isArrayLiteralExpression(init) ? init : null;
  };

  const literalUnion = (node) => {
    const type = checker.getTypeAtLocation(node);
    const parts = type.isUnion() ? type.types : [type];
    return parts.length > 0 && parts.every((p) => p.isStringLiteral()) ? parts.map((p) => p.value) : null;
  };

  /** The keys `node` can evaluate to, or null when they cannot be read. `loose`: skip what cannot be read. */
  function read(node, depth = 0, loose = false) {
    if (depth > MAX_DEPTH) return loose ? [] : null;
    const expr = skipOuter(node);
    const both = (a, b) => {
      const left = read(a, depth + 1, loose);
      const right = read(b, depth + 1, loose);
      return left && right ? [...left, ...right] : null;
    };
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
    if (ts.isConditionalExpression(expr)) return both(expr.whenTrue, expr.whenFalse);
    if (
      ts.isBinaryExpression(expr) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expr.operatorToken.kind)
    )
      return both(expr.left, expr.right);
    const union = literalUnion(expr);
    if (union) return union;
    const fromTable = readTable(expr, depth, loose);
    if (fromTable) return fromTable;
    if (ts.isIdentifier(expr)) {
      const declaration = symbolOf(expr)?.valueDeclaration;
      if (
        declaration &&
        ts.isVariableDeclaration(declaration) &&
        declaration.initializer &&
        ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const
      )
        return read(declaration.initializer, depth + 1, loose);
    }
    if (ts.isCallExpression(expr)) {
      const callee = symbolOf(expr.expression);
      const returns = returnsOf(callee?.valueDeclaration);
      // A function tagged `@keyword from …` may also return what cannot be read (the server's own words).
      const lenient = loose || Boolean(tagOf(callee)?.from);
      if (returns) {
        const found = returns.map((r) => read(r, depth + 1, lenient));
        if (found.every(Boolean)) return found.flat();
      }
    }
    return loose ? [] : null;
  }

  /** `TABLE[x]` (every value) or `TABLE.name` (that value), for a constant declared with literal values. */
  function readTable(expr, depth, loose) {
    if (!ts.isElementAccessExpression(expr) && !ts.isPropertyAccessExpression(expr)) return null;
    const table = declaredTable(expr.expression);
    if (!table) return null;
    const name = ts.isPropertyAccessExpression(expr)
      ? expr.name.text
      : ts.isStringLiteralLike(expr.argumentExpression)
        ? expr.argumentExpression.text
        : null;
    const values = ts.isArrayLiteralExpression(table) ? [...table.elements] : entriesOf(table, name);
    if (!values) return null;
    const found = values.map((v) => read(v, depth + 1, loose));
    return found.length > 0 && found.every(Boolean) ? found.flat() : null;
  }

  /**
   * The values of an object literal's entries (named `name`, or all): `key: value`, and spread tables —
   * `...OTHER` and `...Object.fromEntries(PAIRS)` with PAIRS an array of `[key, value]` literals.
   */
  function entriesOf(table, name) {
    const values = [];
    for (const property of table.properties) {
      if (ts.isPropertyAssignment(property)) {
        if (name === null || propertyName(property) === name) values.push(property.initializer);
        continue;
      }
      if (!ts.isSpreadAssignment(property)) return null;
      const spread = skipOuter(property.expression);
      const pairs =
        ts.isCallExpression(spread) &&
        spread.expression.getText() === 'Object.fromEntries' &&
        spread.arguments[0]
          ? declaredTable(skipOuter(spread.arguments[0]))
          : null;
      if (pairs && ts.isArrayLiteralExpression(pairs)) {
        for (const pair of pairs.elements.map(skipOuter)) {
          if (!ts.isArrayLiteralExpression(pair) || pair.elements.length !== 2) return null;
          const [key, value] = pair.elements;
          if (name === null || (ts.isStringLiteralLike(key) && key.text === name)) values.push(value);
        }
        continue;
      }
      const other = declaredTable(spread);
      if (!other || !ts.isObjectLiteralExpression(other)) return null;
      const more = entriesOf(other, name);
      if (!more) return null;
      values.push(...more);
    }
    return values;
  }

  /** The returned expressions of a function declared in the sources (not of nested functions). */
  function returnsOf(declaration) {
    let fn = declaration;
    if (fn && ts.isVariableDeclaration(fn) && fn.initializer) fn = skipOuter(fn.initializer);
    if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn)))
      return null;
    if (!fn.body) return null;
    if (!ts.isBlock(fn.body)) return [fn.body];
    const found = [];
    const visit = (node) => {
      if (ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return found.length > 0 ? found : null;
  }

  /** The `{name}` placeholders of `keys` the call's params (an object literal, or none) do not fill. */
  const unfilledPlaceholders = (keys, params) => {
    const named = [...new Set(keys.flatMap((k) => [...k.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))];
    if (named.length === 0) return [];
    if (params === undefined) return named.map((n) => `{${n}}`);
    const object = skipOuter(params);
    if (!ts.isObjectLiteralExpression(object) || object.properties.some((p) => !p.name)) return [];
    const given = new Set(object.properties.map(propertyName));
    return named.filter((n) => !given.has(n)).map((n) => `{${n}}`);
  };

  const isTranslate = (type) => type?.aliasSymbol?.name === 'Translate';
  const isTranslator = (callee) => isTranslate(checker.getTypeAtLocation(callee));

  /** The key is the first parameter of a function that is itself a translator. */
  const forwardsItsKey = (keyExpr) => {
    if (!ts.isIdentifier(keyExpr)) return false;
    const declaration = symbolOf(keyExpr)?.valueDeclaration;
    if (!declaration || !ts.isParameter(declaration)) return false;
    const fn = declaration.parent;
    return (
      fn.parameters[0] === declaration &&
      (isTranslate(checker.getContextualType(fn)) || isTranslate(checker.getTypeAtLocation(fn)))
    );
  };

  const directiveAt = (node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    const lines = file.text.split('\n');
    for (const text of [lines[line], lines[line - 1]]) {
      const match = text && DIRECTIVE.exec(text);
      if (match) return match[1];
    }
    return null;
  };

  /** The `@keyword` tag of what `node` assigns to, when it is a property of an object literal. */
  const assignedTag = (property) => {
    const literal = property.parent;
    const contextual = checker.getContextualType(literal);
    if (!contextual || !property.name) return null;
    const name = propertyName(property);
    const types = contextual.isUnion() ? contextual.types : [contextual];
    for (const type of types) {
      const tag = tagOf(type.getProperty?.(name));
      if (tag) return tag;
    }
    return null;
  };

  const visit = (node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0 && isTranslator(node.expression)) {
      const [key] = node.arguments;
      const found = read(key);
      const keyExpr = skipOuter(key);
      const tagged = ts.isPropertyAccessExpression(keyExpr) && tagOf(symbolOf(keyExpr.name));
      if (found) {
        for (const k of found) add(k, where(key));
        const unfilled = unfilledPlaceholders(found, node.arguments[1]);
        if (unfilled.length > 0)
          problems.push(
            `${where(key)}: ${unfilled.join(', ')} would show as written: the call gives no value for ` +
              `${unfilled.length === 1 ? 'it' : 'them'}`,
          );
      } else if (tagged)
        elsewhere.push({
          at: where(key),
          reason: `@${TAG} ${keyExpr.name.text}: ${tagged.from || 'the literals given to it'}`,
        });
      else if (forwardsItsKey(keyExpr)) {
        // A translator that hands its own key on (`translate = (key) => current(key)`): its callers are read.
      } else {
        // On the call, or on the constant it reads: `// keywords-export: …` above `const title = …`.
        const declaration = ts.isIdentifier(keyExpr) ? symbolOf(keyExpr)?.valueDeclaration : undefined;
        const reason = directiveAt(node) ?? (declaration && directiveAt(declaration));
        if (reason) elsewhere.push({ at: where(key), reason });
        else
          problems.push(
            `${where(key)}: the key \`${key.getText().replace(/\s+/g, ' ')}\` cannot be read: pass a string ` +
              'literal, a value of an `as const` list or table, or say where its keys come from with ' +
              '`// keywords-export: <where>` on the line above',
          );
      }
    }
    // A list or table declared `@keyword` (`/** @keyword */ const TITLES = {…}`): each of its values is a key.
    const table = ts.isVariableDeclaration(node) && tagOf(symbolOf(node.name)) && declaredTable(node.name);
    if (table) {
      const values = ts.isArrayLiteralExpression(table) ? [...table.elements] : entriesOf(table, null);
      const found = values?.map((value) => read(value));
      if (found?.every(Boolean)) for (const k of found.flat()) add(k, where(node));
      else problems.push(`${where(node)}: a @${TAG} list or table whose values cannot all be read`);
    }
    if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      ts.isObjectLiteralExpression(node.parent)
    ) {
      const tag = assignedTag(node);
      if (tag) {
        const value = ts.isPropertyAssignment(node) ? node.initializer : node.name;
        const found = read(value, 0, Boolean(tag.from)) ?? (directiveAt(node) ? [] : null);
        if (found) for (const k of found) add(k, where(value));
        else
          problems.push(
            `${where(value)}: \`${value.getText().replace(/\s+/g, ' ')}\` is given to a @${TAG} property but ` +
              'cannot be read: give it a literal or a constant, or say where such values come from ' +
              '(`@keyword from <where>`)',
          );
      }
    }
    ts.forEachChild(node, visit);
  };

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) problems.push(`${path.relative(root, file)}: not part of the program`);
    else visit(source);
  }
  return { keys, elsewhere, problems };
}

/** Keys the UI asks for from data rather than from a call: route titles, plural forms and labels, toast titles. */
export async function declaredKeys(root) {
  const load = (file) => import(pathToFileURL(path.join(root, file)).href);
  const { routeTable } = await load('src/lib/navigation/route-table.ts');
  const { COUNTED } = await load('src/lib/i18n/plural.ts');
  const { TOAST_TITLE_KEYS } = await load('src/lib/i18n/toast-titles.ts');
  const found = [];
  for (const [name, row] of Object.entries(routeTable)) {
    if (row.title) found.push({ key: row.title, at: `src/lib/navigation/route-table.ts (${name})` });
  }
  // Every category English needs; its own forms are COUNTED's `one` and `other`.
  const categories = new Intl.PluralRules('en').resolvedOptions().pluralCategories;
  for (const [base, phrase] of Object.entries(COUNTED)) {
    const at = `src/lib/i18n/plural.ts (COUNTED.${base})`;
    for (const category of categories)
      found.push({ key: `${base}_${category}`, text: category === 'one' ? phrase.one : phrase.other, at });
    found.push({ key: phrase.label, at });
  }
  for (const [kind, key] of Object.entries(TOAST_TITLE_KEYS))
    found.push({ key, at: `src/lib/i18n/toast-titles.ts (${kind})` });
  return found;
}

/** Every keyword, sorted by key: `{ key, text, placeholders, usedIn }`. */
export async function collectKeywords(root, files = sourceFilesOf(root)) {
  const { keys, elsewhere, problems } = scanSources({ root, files });
  const texts = new Map();
  for (const { key, text, at } of await declaredKeys(root)) {
    const uses = keys.get(key) ?? new Set();
    uses.add(at);
    keys.set(key, uses);
    if (text !== undefined) texts.set(key, text);
  }
  const keywords = [...keys]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, uses]) => {
      const text = texts.get(key) ?? key;
      return { key, text, placeholders: placeholdersOf(text), usedIn: [...uses].sort() };
    });
  for (const { key } of keywords)
    if (key.trim() === '') problems.push(`an empty key is used (${keys.get(key)})`);
  return { keywords, elsewhere, problems };
}

const csvField = (value) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
export const toCsv = (keywords) =>
  [
    'key,en,placeholders,used_in',
    ...keywords.map((k) =>
      [k.key, k.text, k.placeholders.join(' '), k.usedIn.join('; ')].map(csvField).join(','),
    ),
  ].join('\r\n') + '\r\n';

/** The `lang` map of one language: key → text (what `GET /language/keywords` answers as `lang`). */
export const toLangMap = (keywords) => Object.fromEntries(keywords.map((k) => [k.key, k.text]));

/** Our keys a shop's table lacks, given its `GET /language/keywords` answer (or a bare key → text map). */
export function missingFrom(keywords, answer) {
  const table = answer && typeof answer.lang === 'object' && answer.lang !== null ? answer.lang : answer;
  const has = (key) =>
    Object.prototype.hasOwnProperty.call(table, key) &&
    typeof table[key] === 'string' &&
    table[key].trim() !== '';
  return keywords.filter((k) => !has(k.key));
}

export function writeExport(keywords, outDir) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'en.json'), `${JSON.stringify(toLangMap(keywords), null, 2)}\n`);
  writeFileSync(path.join(outDir, 'keywords.csv'), toCsv(keywords));
  writeFileSync(path.join(outDir, 'keywords.json'), `${JSON.stringify(keywords, null, 2)}\n`);
}

function option(args, name) {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

export async function main(args = process.argv.slice(2), root = process.cwd()) {
  const outDir = path.resolve(root, option(args, '--out') ?? 'dist-keywords');
  const compare = option(args, '--compare');
  const { keywords, elsewhere, problems } = await collectKeywords(root);
  if (problems.length > 0) {
    console.error(`keywords:export: ${problems.length} translator call(s) whose keys cannot be read:`);
    for (const problem of problems) console.error(`  ${problem}`);
    return 1;
  }
  writeExport(keywords, outDir);
  const counted = keywords.filter((k) => k.placeholders.length > 0).length;
  console.log(
    `keywords:export: ${keywords.length} keys (${counted} with placeholders) → ` +
      `${path.relative(root, outDir) || '.'}/{en.json,keywords.csv,keywords.json}`,
  );
  console.log(`  ${elsewhere.length} call(s) translate text named elsewhere or sent by the server:`);
  for (const { at, reason } of elsewhere) console.log(`    ${at} — ${reason}`);
  if (compare) {
    const missing = missingFrom(keywords, JSON.parse(readFileSync(path.resolve(root, compare), 'utf8')));
    writeFileSync(path.join(outDir, 'missing.csv'), toCsv(missing));
    writeFileSync(path.join(outDir, 'missing.en.json'), `${JSON.stringify(toLangMap(missing), null, 2)}\n`);
    console.log(
      `  ${missing.length} of ${keywords.length} keys are missing from ${compare} → ` +
        `${path.relative(root, outDir) || '.'}/{missing.csv,missing.en.json}`,
    );
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await main().catch((error) => {
    console.error(`keywords:export: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  });
}
