// Post-processing of orval's zod models (ADR 035): each response-side schema is built on first use. A zod schema is
// a tree of objects built when its module evaluates, so every schema of every endpoint module the first route
// imports was built before the first paint, most of them for operations the page never calls. `zod.lazy` builds
// the tree the first time the schema parses and keeps it; types, parsing and issues are those of the same schema.
// Request-side schemas (…Request, …Params, …Headers) stay eager: forms extend, pick and read their `shape`.
import { schemaName } from './model-files.mjs';

const EAGER = /(?:Request|Params|Headers)$/;

/** The model module's source with its schema wrapped in `zod.lazy` (unchanged if it is request-side). */
export function lazyModelSource(source) {
  const name = schemaName(source);
  if (!name || EAGER.test(name)) return source;
  const schema = new RegExp(`export const ${name} = ([\\s\\S]*?);\\n\\nexport type ${name} =`);
  return source.replace(
    schema,
    (_, expression) => `export const ${name} = zod.lazy(() => ${expression});\n\nexport type ${name} =`,
  );
}
