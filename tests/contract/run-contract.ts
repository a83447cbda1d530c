/**
 * The contract suite: calls every operation of the OpenAPI description against the demo shop and validates each
 * answer with the generated Zod schema of that operation's success response (or ErrorBody / ValidationErrorBody).
 * It runs through two transports: MSW in-process (`demo-shop.contract.test.ts`, unit project) and real HTTP to
 * the Node demo server (`demo-server.contract.test.ts`, contract-http project).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { safeParse, type $ZodType as ZodType } from 'zod/v4/core';
import * as models from '@/api-generated/model';
import { resetDemoShop } from '@mocks/state/store';
import { DEMO_SHOP_HEADER } from '@mocks/http/respond';
import type { $ZodType } from 'zod/v4/core';
import { readResponse } from '@/lib/http/response-reader';
import { prepareValidation } from '@/lib/http/schema-source';
import { samples, type ContractSample } from './samples';
import { FAKER_ONLY_OPERATIONS } from './faker-only';

export type ContractCall = (
  method: 'GET' | 'POST',
  path: string,
  init?: { json?: Record<string, unknown>; form?: Record<string, string | Blob> },
) => Promise<Response>;

export interface ContractTransport {
  name: string;
  /**
   * The faithful flavour answers a guest's signed-in route with 302 to /login instead of 401 JSON (and
   * `home/check-auth` with a 200 `{error}`), like the real backend.
   */
  guestsRedirect?: boolean;
  /** Operations this server does not have (the real backend has no `/start-data`): its catch-all page answers. */
  absentOperations?: readonly string[];
  /** Sends one request the way the storefront does (XHR marker, JSON accept, CSRF where the server needs it). */
  call: ContractCall;
  /** Called after the demo shop was reset (e.g. to forget cookies). */
  afterReset?: () => void;
}

interface Operation {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  successSchema: string | null;
  binary: boolean;
}

function loadOperations(): Operation[] {
  const out = join(mkdtempSync(join(tmpdir(), 'mf-contract-')), 'openapi.json');
  execFileSync(
    'node_modules/.bin/redocly',
    ['bundle', 'openapi/openapi.yaml', '--ext', 'json', '-o', out, '--lint-config', 'off'],
    {
      stdio: 'ignore',
    },
  );
  const spec = JSON.parse(readFileSync(out, 'utf8')) as {
    paths: Record<
      string,
      Record<
        string,
        {
          operationId: string;
          responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
        }
      >
    >;
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post'].includes(method)) continue;
      const content = op.responses['200']?.content ?? {};
      const ref = content['application/json']?.schema?.$ref ?? null;
      ops.push({
        operationId: op.operationId,
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        successSchema: ref ? ref.split('/').pop()! : null,
        binary: Boolean(content['application/pdf']),
      });
    }
  }
  return ops;
}

export const operations = loadOperations();
const schemas = models as unknown as Record<string, ZodType | undefined>;

/** The headers and body every contract call sends. */
export function contractRequest(
  method: 'GET' | 'POST',
  init: { json?: Record<string, unknown>; form?: Record<string, string | Blob> } = {},
): { headers: Record<string, string>; body: BodyInit | undefined } {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  let body: BodyInit | undefined;
  if (init.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(init.form)) form.append(k, v);
    body = form;
  } else if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json ?? {});
  }
  return { headers, body };
}

async function signIn(call: ContractCall) {
  const res = await call('POST', '/login', {
    json: { email: 'customer@marketfront.test', password: 'secret123', remember: 0 },
  });
  const body = (await res.json()) as { error?: string };
  if (body.error) throw new Error(`demo login failed: ${body.error}`);
}

function describeIssues(schema: ZodType, body: unknown): string[] {
  const result = safeParse(schema, body);
  return result.success
    ? []
    : result.error.issues.slice(0, 8).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}

export function defineContractSuite(transport: ContractTransport): void {
  const { call } = transport;

  beforeEach(() => {
    resetDemoShop();
    transport.afterReset?.();
  });

  describe(`the contract (${transport.name})`, () => {
    it('has the operations the storefront uses (about 100)', () => {
      expect(operations.length).toBeGreaterThanOrEqual(100);
      expect(new Set(operations.map((o) => o.operationId)).size).toBe(operations.length);
    });

    it('names a success schema the generator emitted for every JSON operation', () => {
      const missing = operations.filter((o) => !o.binary && (!o.successSchema || !schemas[o.successSchema]));
      expect(missing.map((o) => o.operationId)).toEqual([]);
    });

    it('has at least one sample call for every operation the demo shop implements', () => {
      const withoutSamples = operations
        .filter((o) => !FAKER_ONLY_OPERATIONS.includes(o.operationId))
        .filter((o) => !samples[o.operationId]?.length);
      expect(withoutSamples.map((o) => o.operationId)).toEqual([]);
    });
  });

  describe.each(operations)(`${transport.name}: $method $path ($operationId)`, (op) => {
    const cases: ContractSample[] = samples[op.operationId]?.length
      ? samples[op.operationId]!
      : [{ path: op.path.replace(/\{[^}]+\}/g, '1') }];

    it.each(cases.map((c, i) => ({ ...c, label: c.label ?? `sample ${i + 1}` })))(
      '$label',
      async (sample) => {
        if (sample.signedIn) await signIn(call);
        if (sample.setup) {
          await sample.setup(async (method, path, json) => {
            const res = await call(method, path, { json });
            return res.json();
          });
        }
        const res = await call(op.method, sample.path, { json: sample.json, form: sample.form });
        if (transport.absentOperations?.includes(op.operationId)) {
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toMatch(/^text\/html/);
          return;
        }

        const servedByDemoShop = res.headers.get(DEMO_SHOP_HEADER) === '1';
        if (FAKER_ONLY_OPERATIONS.includes(op.operationId)) {
          expect(
            servedByDemoShop,
            `${op.operationId} is implemented now: remove it from FAKER_ONLY_OPERATIONS`,
          ).toBe(false);
        } else {
          expect(
            servedByDemoShop,
            `${op.operationId} was answered by the faker fallback, not the demo shop`,
          ).toBe(true);
        }

        const expected = sample.expect ?? 'success';
        if (res.status === 302) {
          expect(transport.guestsRedirect, `unexpected redirect to ${res.headers.get('location')}`).toBe(
            true,
          );
          expect(expected).toBe('unauthenticated');
          expect(res.headers.get('location')).toBe('/login');
          return;
        }
        if (op.binary && res.headers.get('content-type')?.includes('application/pdf')) {
          expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
          return;
        }
        // The storefront's own reader (lib/http) gets the same answer: each shape is handled as designed.
        // Read once (happy-dom's clone() loses large bodies): one copy for the reader, one for the schema check.
        const text = await res.text();
        const read = await readResponse(new Response(text, { status: res.status, headers: res.headers }), {
          operation: op.operationId,
          schema: op.successSchema
            ? prepareValidation(schemas[op.successSchema] as unknown as $ZodType)
            : undefined,
          accept: 'application/json',
        }).then(
          (data: unknown) => ({ kind: 'success' as const, data }),
          (error: unknown) => ({ kind: (error as { kind?: string }).kind ?? 'thrown', error }),
        );
        const designed = {
          validation: 'validation',
          unauthenticated: 'auth',
          error: 'business',
          success: 'success',
        };
        const guestError = transport.guestsRedirect && expected === 'unauthenticated';
        expect(read.kind, JSON.stringify(read).slice(0, 300)).toBe(
          guestError && res.status === 200 ? 'business' : designed[expected],
        );
        const body: unknown = JSON.parse(text);
        if (res.status === 422) {
          expect(expected, JSON.stringify(body)).toBe('validation');
          expect(describeIssues(models.ValidationErrorBody as ZodType, body)).toEqual([]);
          return;
        }
        if (res.status === 401) {
          expect(expected, JSON.stringify(body)).toBe('unauthenticated');
          expect(describeIssues(models.ErrorBody as ZodType, body)).toEqual([]);
          return;
        }
        expect(res.status).toBe(200);
        if (
          typeof body === 'object' &&
          body !== null &&
          typeof (body as { error?: unknown }).error === 'string'
        ) {
          const guestRefusal = transport.guestsRedirect && expected === 'unauthenticated';
          if (!guestRefusal) {
            expect(expected, `unexpected {error}: ${(body as { error: string }).error}`).toBe('error');
          }
          expect(describeIssues(models.ErrorBody as ZodType, body)).toEqual([]);
          return;
        }
        expect(expected).toBe('success');
        expect(describeIssues(schemas[op.successSchema!]!, body)).toEqual([]);
      },
    );
  });
}
