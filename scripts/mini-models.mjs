// Post-processing of orval's zod models (docs/codegen.md): every schema is written for `zod/mini`, the functional
// build of the same zod, so the first route ships only the checks it uses. orval writes classic zod, whose schema
// classes carry every method (`.toJSONSchema()`, `.email()`, `.transform()`, …) and the English messages; a bundler
// cannot drop an unused method, and classic zod was a fifth of the first route. Both builds share `zod/v4/core`:
// parsing, issues and inferred types are the same, which the model tests check against the classic schemas.
//
// The rewrite is syntactic, on the TypeScript AST of the exported schema: `a.optional()` → `zod.optional(a)`,
// `a.and(b)` → `zod.intersection(a, b)`, `zod.string().min(n)` → `zod.string().check(zod.minLength(n))`, … .
// A method it does not know stops the generation (nothing is left half-converted), and so does a module that is not
// laid out as orval writes models today, or that builds a schema outside its exported one (`modelModule`).
//
// Every model is rewritten, request bodies too: forms build on them with the same functions (`zod.pick`,
// `zod.extend`, `schema.check(zod.refine(…))`), so a form screen ships no classic zod either.
import ts from 'typescript';
import { applyEdits, modelModule } from './model-files.mjs';

/** Classic methods that are mini functions of the same name around the schema. */
const WRAPPERS = new Set(['optional', 'nullable', 'nullish']);
/** Length checks on strings and arrays, bounds on numbers, as classic zod's `.min()` / `.max()` define them. */
const BOUNDS = {
  min: { length: 'minLength', number: 'gte' },
  max: { length: 'maxLength', number: 'lte' },
  gt: { number: 'gt' },
  lt: { number: 'lt' },
  length: { length: 'length' },
};
const STRING_FACTORIES = new Set(['string', 'email', 'url', 'uuid', 'iso.date', 'iso.datetime']);
const NUMBER_FACTORIES = new Set(['number', 'int']);

const isZodNamespace = (node) =>
  (ts.isIdentifier(node) && node.text === 'zod') ||
  (ts.isPropertyAccessExpression(node) && isZodNamespace(node.expression));

/** `zod.iso.date` → `iso.date`. */
const factoryName = (callee) => callee.getText().replace(/^zod\./, '');

/** What `.min()` / `.max()` mean on a schema: a length, a number bound, or unknown. */
function kindOf(node) {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return 'unknown';
  const callee = node.expression;
  if (isZodNamespace(callee.expression)) {
    const name = factoryName(callee);
    if (STRING_FACTORIES.has(name) || name === 'array') return 'length';
    if (NUMBER_FACTORIES.has(name)) return 'number';
    return 'unknown';
  }
  const method = callee.name.text;
  return method in BOUNDS || method === 'regex' ? kindOf(callee.expression) : 'unknown';
}

/** The mini spelling of one expression (schema or not: literals, identifiers and functions pass through). */
function mini(node, file) {
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const callee = node.expression;
    const args = node.arguments.map((arg) => mini(arg, file));
    if (isZodNamespace(callee.expression)) return `${callee.getText(file)}(${args.join(', ')})`;
    const receiver = mini(callee.expression, file);
    const method = callee.name.text;
    if (WRAPPERS.has(method) && args.length === 0) return `zod.${method}(${receiver})`;
    if (method === 'and' && args.length === 1) return `zod.intersection(${receiver}, ${args[0]})`;
    if (method === 'or' && args.length === 1) return `zod.union([${receiver}, ${args[0]}])`;
    if (method === 'default' && args.length === 1) return `zod._default(${receiver}, ${args[0]})`;
    if (method === 'regex' && args.length === 1) return `${receiver}.check(zod.regex(${args[0]}))`;
    if (method in BOUNDS && args.length === 1) {
      const kind = kindOf(callee.expression);
      const check = BOUNDS[method][kind];
      if (!check)
        throw new Error(`mini-models: .${method}() on a schema of unknown kind: ${node.getText(file)}`);
      return `${receiver}.check(zod.${check}(${args[0]}))`;
    }
    if (method === 'describe')
      throw new Error(
        `mini-models: a schema description reached orval (scripts/openapi-runtime-input.mjs removes them): ${node.getText(file)}`,
      );
    throw new Error(`mini-models: no zod/mini spelling for .${method}() in ${node.getText(file)}`);
  }
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) {
    const params = node.parameters.map((p) => p.getText(file)).join(', ');
    return `(${params}) => ${mini(node.body, file)}`;
  }
  if (ts.isParenthesizedExpression(node)) return `(${mini(node.expression, file)})`;
  if (ts.isArrayLiteralExpression(node)) return `[${node.elements.map((e) => mini(e, file)).join(', ')}]`;
  if (ts.isObjectLiteralExpression(node)) {
    const properties = node.properties.map((property) => {
      if (!ts.isPropertyAssignment(property))
        throw new Error(`mini-models: unexpected object member ${property.getText(file)}`);
      return `${property.name.getText(file)}: ${mini(property.initializer, file)}`;
    });
    return `{ ${properties.join(', ')} }`;
  }
  if (ts.isCallExpression(node)) throw new Error(`mini-models: unexpected call ${node.getText(file)}`);
  return node.getText(file);
}

/** The model module's source with its exported schema rewritten in the functional spelling, importing `zod/mini`. */
export function miniModelSource(source) {
  const { file, schema, zodImport } = modelModule(source);
  const specifier = zodImport.moduleSpecifier;
  return applyEdits(source, [
    [schema.getStart(file), schema.getEnd(), mini(schema, file)],
    [specifier.getStart(file), specifier.getEnd(), "'zod/mini'"],
  ]);
}
