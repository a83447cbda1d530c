// The generated zod model modules (`src/api-generated/model/*.zod.ts`) as the generator's post-processing steps
// see them: one exported schema per module, rewritten in one pass (scripts/generate.mjs). The rewrites edit the
// module's syntax tree, so they rely on orval's layout only as far as `modelModule` checks it: a module it does not
// recognise stops the generation with the file's name, instead of going out unrewritten (classic zod, built eagerly).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const LAYOUT =
  "orval's model layout is `import * as zod from 'zod';`, value imports of sibling `./x.zod.ts` models, constants, " +
  'one `export const X = <schema>;`, `export type X = zod.input<typeof X>;` and `export type XOutput = …`';

const fail = (problem) => {
  throw new Error(`model layout: ${problem} (${LAYOUT})`);
};

const excerpt = (node, file) => node.getText(file).replace(/\s+/g, ' ').slice(0, 80);

/** Whether `node` mentions one of `names` (identifiers only: property names and strings do not count). */
function mentions(node, names) {
  if (ts.isIdentifier(node) && names.has(node.text)) return true;
  return ts.forEachChild(node, (child) => (mentions(child, names) ? true : undefined)) ?? false;
}

/**
 * The parts of a model module the rewrites edit: its schema's name and initializer, and the `zod` import. Throws
 * when the module is not laid out as orval writes models today, or when anything besides the schema builds a zod
 * schema (it would stay classic zod, built when the module loads).
 */
export function modelModule(source) {
  const file = ts.createSourceFile('model.ts', source, ts.ScriptTarget.Latest, true);
  const inputAlias = file.statements.find(
    (statement) =>
      ts.isTypeAliasDeclaration(statement) &&
      statement.type.getText(file) === `zod.input<typeof ${statement.name.text}>`,
  );
  if (!inputAlias) fail('no `export type X = zod.input<typeof X>;` names the schema');
  const name = inputAlias.name.text;

  let zodImport;
  const values = new Set(['zod', name]);
  const declarations = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const from = statement.moduleSpecifier.text;
      if (from === 'zod' && clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) {
        if (clause.namedBindings.name.text !== 'zod' || zodImport)
          fail(`unexpected ${excerpt(statement, file)}`);
        zodImport = statement;
      } else if (
        /^\.\/\w+\.zod\.ts$/.test(from) &&
        clause?.namedBindings &&
        ts.isNamedImports(clause.namedBindings)
      ) {
        for (const element of clause.namedBindings.elements) values.add(element.name.text);
      } else fail(`unexpected ${excerpt(statement, file)}`);
    } else if (ts.isVariableStatement(statement))
      declarations.push(...statement.declarationList.declarations);
    else if (!ts.isTypeAliasDeclaration(statement)) fail(`unexpected ${excerpt(statement, file)}`);
  }
  if (!zodImport) fail("no `import * as zod from 'zod';`");

  const schemas = declarations.filter((declaration) => declaration.name.getText(file) === name);
  if (schemas.length !== 1 || !schemas[0].initializer)
    fail(`expected one \`const ${name} = …\`, found ${schemas.length}`);
  for (const declaration of declarations)
    if (declaration !== schemas[0] && declaration.initializer && mentions(declaration.initializer, values))
      fail(`\`${excerpt(declaration, file)}\` builds a schema outside ${name}`);
  return { name, file, schema: schemas[0].initializer, zodImport };
}

/** `source` with each `[start, end, text]` edit applied (edits do not overlap). */
export const applyEdits = (source, edits) =>
  [...edits]
    .sort((a, b) => b[0] - a[0])
    .reduce(
      (text, [start, end, replacement]) => text.slice(0, start) + replacement + text.slice(end),
      source,
    );

/**
 * Rewrites every `*.zod.ts` module in `dir` with `transform`; returns how many changed. A transform's error names
 * the file; a folder without models (orval moved them) is an error too.
 */
export function rewriteModels(dir, transform) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.zod.ts'));
  if (files.length === 0) throw new Error(`model layout: no *.zod.ts model modules in ${dir}`);
  let count = 0;
  for (const file of files) {
    const path = join(dir, file);
    const source = readFileSync(path, 'utf8');
    let rewritten;
    try {
      rewritten = transform(source);
    } catch (error) {
      throw new Error(`${path}: ${error.message}`, { cause: error });
    }
    if (rewritten === source) continue;
    writeFileSync(path, rewritten);
    count += 1;
  }
  return count;
}
