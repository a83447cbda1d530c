// Post-processing of orval's endpoint modules (docs/codegen.md): the response schema an operation hands the HTTP
// client is loaded when the request starts, not imported with the hooks. orval writes `schema: GetCartResponse` and
// imports the schema as a value, so every endpoint module the first route touches pulled its response models — and
// zod itself — into the first route's JavaScript. Here each `schema: X` becomes `schema: () => import(<X's
// module>)` and the models are imported as types only; the client starts that import beside the fetch
// (src/lib/http), so the answer is still validated before any screen sees it and the request never waits for the
// schema.
//
// The rewrite works on the syntax tree and checks every call of the mutator: a call that returns a model but passes
// no `schema`, a `schema` that is not a model's name, or a model imported as a value from elsewhere stops the
// generation — an endpoint left as orval wrote it would ship its models (or go unvalidated) without a sound.
import ts from 'typescript';
import { applyEdits } from './model-files.mjs';

/** The mutator's name (orval.config.ts) and where orval imports the models from. */
const MUTATOR = 'httpClient';
const MODELS = '../../model';

/** `GetCartResponse` → `getCartResponse.zod.ts`, orval's file name for a schema. */
export const modelFileOf = (name) => `${name[0].toLowerCase()}${name.slice(1)}.zod.ts`;

const excerpt = (node, file) => node.getText(file).replace(/\s+/g, ' ').slice(0, 100);

/** The name of the exported function or constant `node` is in, for error messages. */
function operationOf(node) {
  for (let at = node; at; at = at.parent)
    if ((ts.isFunctionDeclaration(at) || ts.isVariableDeclaration(at)) && at.name && ts.isIdentifier(at.name))
      return at.name.text;
  return 'module';
}

function mutatorCalls(node, found = []) {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === MUTATOR)
    found.push(node);
  ts.forEachChild(node, (child) => void mutatorCalls(child, found));
  return found;
}

/**
 * The endpoint module's source with its response schemas loaded on demand. `hasModel(file)` says whether the
 * model module exists (a schema name that does not map onto a file fails the generation rather than the page).
 */
export function lazySchemaEndpointSource(source, hasModel) {
  const file = ts.createSourceFile('endpoint.ts', source, ts.ScriptTarget.Latest, true);
  const fail = (problem, node) => {
    throw new Error(
      `lazy schemas: ${problem}${node ? ` in ${operationOf(node)}: \`${excerpt(node, file)}\`` : ''}`,
    );
  };

  const models = new Set();
  const modelImports = [];
  let valueImport = false;
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (from.startsWith(`${MODELS}/`) && !clause?.isTypeOnly)
      fail(
        `a model is imported as a value from '${from}', not '${MODELS}' (it would ship with the hooks)`,
        statement,
      );
    if (from !== MODELS) continue;
    if (!clause?.namedBindings || clause.name || !ts.isNamedImports(clause.namedBindings))
      fail(`expected \`import { … } from '${MODELS}'\``, statement);
    for (const element of clause.namedBindings.elements) {
      if (element.propertyName) fail('a renamed model import', statement);
      models.add(element.name.text);
    }
    valueImport ||= !clause.isTypeOnly;
    modelImports.push(statement);
  }

  const calls = mutatorCalls(file);
  if (calls.length === 0) fail(`no ${MUTATOR}(…) call: orval's endpoint layout changed`);
  const edits = [];
  for (const call of calls) {
    const options = call.arguments[1];
    const schema =
      options && ts.isObjectLiteralExpression(options)
        ? options.properties.find((property) => property.name?.getText(file) === 'schema')
        : undefined;
    const [returned] = call.typeArguments ?? [];
    if (!schema) {
      // A call returning a model must validate it; one returning something else (a Blob) has nothing to validate.
      if (!returned || !ts.isTypeReferenceNode(returned) || models.has(returned.typeName.getText(file)))
        fail(`a ${MUTATOR} call returning a model passes no \`schema\``, call);
      continue;
    }
    if (!ts.isPropertyAssignment(schema) || !ts.isIdentifier(schema.initializer))
      fail('expected `schema: <Model>`', schema);
    const name = schema.initializer.text;
    if (!models.has(name)) fail(`the schema ${name} is not imported from '${MODELS}'`, schema);
    const model = modelFileOf(name);
    if (!hasModel(model)) fail(`no model module ${model} for schema ${name}`);
    edits.push([
      schema.initializer.getStart(file),
      schema.initializer.getEnd(),
      `() => import('${MODELS}/${model}').then((module) => module.${name})`,
    ]);
  }

  if (edits.length > 0 || valueImport) {
    // One type-only import of every model, where the first of orval's imports was.
    const merged = `import type { ${[...models].sort().join(', ')} } from '${MODELS}';\n`;
    modelImports.forEach((statement, index) => {
      const start = statement.getStart(file);
      const end = statement.getEnd() + (source[statement.getEnd()] === '\n' ? 1 : 0);
      edits.push([start, end, index === 0 ? merged : '']);
    });
  }
  return applyEdits(source, edits);
}
