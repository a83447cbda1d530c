// Post-processing of orval's endpoint modules (ADR 040): the response schema an operation hands the HTTP client is
// loaded when the request starts, not imported with the hooks. orval writes `schema: GetCartResponse` and imports
// the schema as a value, so every endpoint module the first route touches pulled its response models — and zod
// itself — into the first route's JavaScript. Here each `schema: X` becomes `schema: () => import(<X's module>)`
// and the models are imported as types only; the client starts that import beside the fetch (src/lib/http), so the
// answer is still validated before any screen sees it and the request never waits for the schema.

const MODEL_IMPORT = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*'\.\.\/\.\.\/model';\n?/g;
const SCHEMA_OPTION = /\bschema:\s*([A-Z]\w*)(?=\s*[,}\n])/g;

/** `GetCartResponse` → `getCartResponse.zod.ts`, orval's file name for a schema. */
export const modelFileOf = (name) => `${name[0].toLowerCase()}${name.slice(1)}.zod.ts`;

/**
 * The endpoint module's source with its response schemas loaded on demand. `hasModel(file)` says whether the
 * model module exists (a schema name that does not map onto a file fails the generation rather than the page).
 */
export function lazySchemaEndpointSource(source, hasModel) {
  if (!SCHEMA_OPTION.test(source)) return source;
  SCHEMA_OPTION.lastIndex = 0;
  const rewritten = source.replace(SCHEMA_OPTION, (_, name) => {
    const file = modelFileOf(name);
    if (!hasModel(file)) throw new Error(`lazy schemas: no model module ${file} for schema ${name}`);
    return `schema: () => import('../../model/${file}').then((module) => module.${name})`;
  });
  const names = new Set();
  let first = -1;
  const withoutImports = rewritten.replace(MODEL_IMPORT, (statement, _type, list, offset) => {
    if (first < 0) first = offset;
    for (const name of list.split(',').map((part) => part.trim().replace(/^type\s+/, '')))
      if (name) names.add(name);
    return '';
  });
  if (first < 0) return rewritten;
  const merged = `import type { ${[...names].sort().join(', ')} } from '../../model';\n`;
  return withoutImports.slice(0, first) + merged + withoutImports.slice(first);
}
