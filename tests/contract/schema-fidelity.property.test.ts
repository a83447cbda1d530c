/**
 * Quality bar R15 (schema fidelity): the generated zod schemas accept what the OpenAPI description accepts and refuse
 * what it refuses, as the HTTP client reads answers (response-reader.ts → schema-source.ts → tolerant-parse.ts).
 *
 * Payloads come from orval's faker mock builders (`get<Operation>ResponseMock()`), driven by fast-check through
 * `faker.seed`. The judge of what the description allows is not orval but the bundled description itself, read by a
 * JSON Schema validator (Ajv, draft 2020-12 as OpenAPI 3.1 uses it), so orval's two outputs cannot pass by sharing a
 * misreading: a payload counts only if the description accepts it, and a mutation only if the description refuses
 * it in every spelling the tolerant reader is documented to accept.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { faker } from '@faker-js/faker';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import * as models from '@/api-generated/model';
import { ContractError } from '@/lib/http/errors';
import { readResponse } from '@/lib/http/response-reader';
import { prepareValidation, validated, type Validate } from '@/lib/http/schema-source';

/** Fixed, so a failure reproduces; fast-check prints it with the counterexample. */
const SEED = 1515;
const VALID_RUNS = 8;
const MUTATION_RUNS = 2;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SchemaObject = Record<string, unknown>;

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
      }
    >
  >;
  components: { schemas: Record<string, SchemaObject> };
}

/** The description bundled into one document, as run-contract.ts does (`openapi/.bundled/` is not committed). */
function bundledDescription(): OpenApi {
  const out = join(mkdtempSync(join(tmpdir(), 'mf-schema-fidelity-')), 'openapi.json');
  execFileSync(
    'node_modules/.bin/redocly',
    ['bundle', 'openapi/openapi.yaml', '--ext', 'json', '-o', out, '--lint-config', 'off'],
    { stdio: 'ignore' },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as OpenApi;
}

/**
 * Keywords orval's zod generator does not translate: the judge reads the description without them. That makes the
 * first property stronger (zod must accept even payloads that break only these) and keeps the second one fair (a
 * mutation that breaks only these is not counted). Known gaps, for the contract's owners: a shop page section's single
 * key (`ShopPageSection`, min/maxProperties 1) and the numeric seller-id keys of `CheckoutGroups` (propertyNames,
 * which orval's mock builders do not honour either) are not checked when an answer is read.
 */
const KEYWORDS_ZOD_DOES_NOT_CARRY = ['minProperties', 'maxProperties', 'propertyNames'];

/** A copy of a schema tree without the given keywords (the names in a `properties` map are left alone). */
const withoutKeywords = (node: unknown, keywords: readonly string[], isPropertyMap = false): unknown => {
  if (Array.isArray(node)) return node.map((item) => withoutKeywords(item, keywords));
  if (typeof node !== 'object' || node === null) return node;
  const out: SchemaObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (!isPropertyMap && keywords.includes(key)) continue;
    out[key] = withoutKeywords(value, keywords, !isPropertyMap && key === 'properties');
  }
  return out;
};

const description = bundledDescription();
// `strict: false`: the description carries OpenAPI's `example` and `x-*` annotations. Formats stay annotations, as
// draft 2020-12 and OpenAPI 3.1 define them; no replacement below relies on one.
const ajv = new Ajv2020({ strict: false, validateFormats: false });
ajv.addSchema({
  $id: 'openapi.json',
  components: withoutKeywords(description.components, KEYWORDS_ZOD_DOES_NOT_CARRY),
});
const judgeOf = (schemaName: string): ValidateFunction =>
  ajv.compile({ $ref: `openapi.json#/components/schemas/${schemaName}` });

const mockModules = import.meta.glob<Record<string, unknown>>(
  '../../src/api-generated/endpoints/*/*.msw.ts',
  {
    eager: true,
  },
);
const mockBuilders = new Map<string, () => unknown>(
  Object.values(mockModules).flatMap((module) =>
    Object.entries(module).filter(
      (entry): entry is [string, () => unknown] => typeof entry[1] === 'function',
    ),
  ),
);

interface ResponseCase {
  schema: string;
  zodSchema: $ZodType;
  operationId: string;
  build: () => unknown;
}

const zodSchemas = models as unknown as Record<string, $ZodType | undefined>;

/** Every JSON success schema of the contract, with the mock builder of the first operation answering with it. */
const responseCases: ResponseCase[] = [];
for (const item of Object.values(description.paths)) {
  for (const operation of Object.values(item)) {
    const ref = operation.responses?.['200']?.content?.['application/json']?.schema?.$ref;
    if (!ref || !operation.operationId) continue;
    const schema = ref.split('/').pop()!;
    if (responseCases.some((c) => c.schema === schema)) continue;
    const builderName = `get${operation.operationId[0]!.toUpperCase()}${operation.operationId.slice(1)}ResponseMock`;
    const build = mockBuilders.get(builderName);
    if (!build) throw new Error(`orval generated no ${builderName} for ${operation.operationId}`);
    const zodSchema = zodSchemas[schema];
    if (!zodSchema) throw new Error(`orval generated no zod schema ${schema}`);
    responseCases.push({ schema, zodSchema, operationId: operation.operationId, build });
  }
}

/** The answer through the client's own reader: JSON text, the refusal check, then the tolerant schema check. */
const readAnswer = (validate: Promise<Validate>, operation: string, payload: Json): Promise<unknown> =>
  readResponse(
    new Response(JSON.stringify(payload), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    { operation, schema: validate, accept: 'application/json' },
  );

/** A payload as the wire carries it (orval's builders leave `undefined` for absent optional fields). */
const payloadFor = (build: () => unknown, seed: number): Json => {
  faker.seed(seed);
  return JSON.parse(JSON.stringify(build())) as Json;
};

afterAll(() => {
  faker.seed(); // a random seed again for the test files that share this worker
});

// --- Mutations -----------------------------------------------------------------------------------------------------

type Container = Json[] | { [key: string]: Json };
interface Field {
  container: Container;
  key: string | number;
  path: (string | number)[];
}

/**
 * Every field of a payload (object properties and list items, at any depth), grouped by where it sits in the schema
 * (list positions ignored): ten product cards are one place, checked once per run in a card fast-check picks.
 */
function fieldsBySchemaPlace(root: Json): Field[][] {
  const places = new Map<string, Field[]>();
  const walk = (node: Json, path: (string | number)[]) => {
    if (typeof node !== 'object' || node === null) return;
    const entries: [string | number, Json][] = Array.isArray(node)
      ? node.map((value, index) => [index, value])
      : Object.entries(node);
    for (const [key, value] of entries) {
      const field = { container: node, key, path: [...path, key] };
      const place = field.path.map((k) => (typeof k === 'number' ? '[]' : k)).join('.');
      places.set(place, [...(places.get(place) ?? []), field]);
      walk(value, field.path);
    }
  };
  walk(root, []);
  return [...places.values()];
}

/**
 * What the tolerant reader may turn a value into where the spec wants another type (tolerant-parse.ts, documented
 * there): a numeric string or a boolean for a number, 0/1, "0"/"1", "true"/"false" or "" for a boolean, "" for a list,
 * a finite number for a string. A replacement counts as outside the spec only if none of these spellings is inside.
 */
const NUMERIC = /^-?\d+(?:\.\d+)?$/;
function toleratedSpellings(value: Json): Json[] {
  const spellings: Json[] = [value];
  if (typeof value === 'string' && NUMERIC.test(value.trim())) spellings.push(Number(value.trim()));
  if (typeof value === 'boolean') spellings.push(value ? 1 : 0);
  if (value === 1 || value === '1' || value === 'true') spellings.push(true);
  if (value === 0 || value === '0' || value === 'false' || value === '') spellings.push(false);
  if (value === '') spellings.push([]);
  if (typeof value === 'number' && Number.isFinite(value)) spellings.push(String(value));
  return spellings;
}

/**
 * Replacements of another type or out of range: no value (null), a word, an empty object, an empty list, a negative
 * number, a fraction, a boolean, an empty string. Whether one is outside the spec at a given field is the judge's call.
 */
const REPLACEMENTS: readonly Json[] = [null, 'not-in-the-spec', {}, [], -1, 1.5, true, ''];

type Mutation = { kind: 'remove' } | { kind: 'replace'; value: Json };

const describeMutation = (field: Field, mutation: Mutation) =>
  `${field.path.join('.')} ${mutation.kind === 'remove' ? 'removed' : `set to ${JSON.stringify(mutation.value)}`}`;

/** Applies `change` to the field (`undefined`: removes it), asks `check`, and puts the original value back. */
function withChange<T>(field: Field, change: Json | undefined, check: () => T): T {
  const container = field.container as Record<string | number, Json>;
  const original = container[field.key]!;
  if (change === undefined) delete container[field.key];
  else container[field.key] = change;
  try {
    return check();
  } finally {
    container[field.key] = original;
  }
}

const outsideSpec = (root: Json, field: Field, mutation: Mutation, valid: ValidateFunction): boolean =>
  mutation.kind === 'remove'
    ? !Array.isArray(field.container) && !withChange(field, undefined, () => valid(root))
    : toleratedSpellings(mutation.value).every((spelling) => !withChange(field, spelling, () => valid(root)));

/**
 * The one-field mutations checked at a field: its removal where the spec requires it, and the first replacement,
 * from the pick on, that no spelling the reader tolerates brings back inside the spec. A field the spec leaves free
 * (the keys inside an order's `payment_details`, any object) has none and is not checked.
 */
function mutationsAt(root: Json, field: Field, pick: number, valid: ValidateFunction): Mutation[] {
  const mutations: Mutation[] = [];
  if (outsideSpec(root, field, { kind: 'remove' }, valid)) mutations.push({ kind: 'remove' });
  for (let step = 0; step < REPLACEMENTS.length; step += 1) {
    const replace: Mutation = { kind: 'replace', value: REPLACEMENTS[(pick + step) % REPLACEMENTS.length]! };
    if (outsideSpec(root, field, replace, valid)) return [...mutations, replace];
  }
  return mutations;
}

const mutated = (root: Json, field: Field, mutation: Mutation): Json =>
  withChange(field, mutation.kind === 'remove' ? undefined : mutation.value, () => structuredClone(root));

// --- Properties ----------------------------------------------------------------------------------------------------

describe.each(responseCases)(
  '$schema (payloads from $operationId’s mock builder)',
  ({ schema, zodSchema, operationId, build }) => {
    const judge = judgeOf(schema);
    // The reader's validation step (response-reader.ts hands it every 2xx JSON body that is not a refusal).
    const validate = prepareValidation(zodSchema);

    it('reads every payload the contract allows, keeping every field', async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), async (payloadSeed) => {
          const payload = payloadFor(build, payloadSeed);
          // A payload the description refuses (a keyword orval's builders ignore) proves nothing here.
          fc.pre(judge(payload));
          const data = await readAnswer(validate, operationId, payload);
          // Zod drops keys it does not know: a field the spec has but the schema lacks would vanish here.
          expect(data).toMatchObject(payload as object);
        }),
        { seed: SEED, numRuns: VALID_RUNS },
      );
    });

    it('refuses a payload with one field removed or replaced by a value the contract forbids', async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), fc.nat(), async (payloadSeed, pick) => {
          const payload = payloadFor(build, payloadSeed);
          fc.pre(judge(payload));
          const accepted: string[] = [];
          // Every place of the schema the payload reaches, in one of its occurrences, gets its one-field mutations.
          for (const [index, occurrences] of fieldsBySchemaPlace(payload).entries()) {
            const field = occurrences[(pick + index) % occurrences.length]!;
            for (const mutation of mutationsAt(payload, field, pick + index, judge)) {
              const outcome = await validated(validate, mutated(payload, field, mutation), operationId).then(
                () => undefined,
                (error: unknown) => error,
              );
              if (!(outcome instanceof ContractError)) accepted.push(describeMutation(field, mutation));
            }
          }
          expect(accepted, `${schema}: read as valid although the contract forbids it`).toEqual([]);
        }),
        { seed: SEED, numRuns: MUTATION_RUNS },
      );
    });
  },
);
