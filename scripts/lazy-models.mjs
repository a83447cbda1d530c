// Post-processing of orval's zod models (docs/codegen.md): each response-side schema is built on first use. A zod
// schema is a tree of objects built when its module evaluates; `zod.lazy` builds the tree the first time the schema
// parses and keeps it; types, parsing and issues are those of the same schema. Request-side schemas (…Request,
// …Params, …Headers) stay eager: forms extend, pick and read their `shape`. The wrap is made on the syntax tree
// (`modelModule`), so a module orval lays out differently, or one building a schema outside its exported one, stops
// the generation rather than shipping an eager schema.
import { applyEdits, modelModule } from './model-files.mjs';

const EAGER = /(?:Request|Params|Headers)$/;

/** The model module's source with its schema wrapped in `zod.lazy` (unchanged if it is request-side). */
export function lazyModelSource(source) {
  const { name, file, schema } = modelModule(source);
  if (EAGER.test(name)) return source;
  const start = schema.getStart(file);
  return applyEdits(source, [
    [start, schema.getEnd(), `zod.lazy(() => ${source.slice(start, schema.getEnd())})`],
  ]);
}
