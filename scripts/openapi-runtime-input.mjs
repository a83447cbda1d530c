// What orval reads: the bundled description without the `description` of any schema (docs/codegen.md). Only schema
// objects are touched — a property that happens to be *named* `description` is a schema, not a keyword, and stays.
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_SLOTS = [
  'items',
  'not',
  'additionalProperties',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Removes `description` from a schema and every schema inside it, in place. */
export function stripSchema(schema) {
  if (!isObject(schema)) return;
  if (typeof schema.description === 'string') delete schema.description;
  for (const key of SCHEMA_SLOTS) stripSchema(schema[key]);
  for (const key of SCHEMA_LISTS) if (Array.isArray(schema[key])) schema[key].forEach(stripSchema);
  for (const key of SCHEMA_MAPS) if (isObject(schema[key])) Object.values(schema[key]).forEach(stripSchema);
}

const stripContent = (content) => {
  if (isObject(content))
    for (const media of Object.values(content)) if (isObject(media)) stripSchema(media.schema);
};

/** A copy of an OpenAPI 3.x document whose schemas carry no descriptions; everything else is unchanged. */
export function withoutSchemaDescriptions(document) {
  const doc = structuredClone(document);
  const components = isObject(doc.components) ? doc.components : {};
  for (const schema of Object.values(components.schemas ?? {})) stripSchema(schema);
  for (const parameter of Object.values(components.parameters ?? {}))
    if (isObject(parameter)) stripSchema(parameter.schema);
  for (const body of Object.values(components.requestBodies ?? {}))
    if (isObject(body)) stripContent(body.content);
  for (const response of Object.values(components.responses ?? {}))
    if (isObject(response)) stripContent(response.content);
  for (const pathItem of Object.values(doc.paths ?? {})) {
    if (!isObject(pathItem)) continue;
    for (const operation of [pathItem, ...Object.values(pathItem)]) {
      if (!isObject(operation)) continue;
      for (const parameter of operation.parameters ?? [])
        if (isObject(parameter)) stripSchema(parameter.schema);
      if (isObject(operation.requestBody)) stripContent(operation.requestBody.content);
      for (const response of Object.values(operation.responses ?? {}))
        if (isObject(response)) stripContent(response.content);
    }
  }
  return doc;
}
