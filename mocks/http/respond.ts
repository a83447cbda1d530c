/**
 * How every demo-shop handler answers. Each response carries `x-demo-shop: 1`, which is how the contract test
 * tells the demo shop's own answers from orval's faker fallback.
 */
import { HttpResponse } from 'msw';
import { now } from '../domain/clock';

export const DEMO_SHOP_HEADER = 'x-demo-shop';
/** The demo marker, and the server's clock as a real server sends it (countdowns sync to it, not the device). */
const demoHeaders = () => ({ [DEMO_SHOP_HEADER]: '1', date: new Date(now()).toUTCString() });

/** A success body (HTTP 200). */
export const ok = <T extends object>(body: T) =>
  HttpResponse.json(body, { status: 200, headers: demoHeaders() });

/** The backend's failure envelope: HTTP 200 with `{ error }` (backend-api §1.3). */
export const fail = (message: string) =>
  HttpResponse.json({ error: message }, { status: 200, headers: demoHeaders() });

/** Laravel validation failure: HTTP 422 `{ message, errors: { field: [messages] } }`. */
export const invalid = (errors: Record<string, string[]>) => {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return HttpResponse.json({ message: first, errors }, { status: 422, headers: demoHeaders() });
};

/** HTTP 401 `{ error }` — our contract answers signed-out calls to user endpoints with JSON, not a redirect. */
export const unauthenticated = (message = 'Unauthenticated.') =>
  HttpResponse.json({ error: message }, { status: 401, headers: demoHeaders() });

/** Any other status with a JSON body (e.g. 500 "Access Denied" on an invoice PDF). */
export const status = (code: number, body: object) =>
  HttpResponse.json(body, { status: code, headers: demoHeaders() });

/** A binary body (invoice PDFs). */
export const binary = (bytes: Uint8Array, contentType: string, filename: string) =>
  new HttpResponse(bytes, {
    status: 200,
    headers: {
      ...demoHeaders(),
      'content-type': contentType,
      'content-disposition': `attachment; filename="${filename}"`,
    },
  });

/** Reads a JSON, urlencoded or multipart body into a plain object (files stay File objects). */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await request.text();
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    const out: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      if (key.endsWith('[]')) {
        const k = key.slice(0, -2);
        out[k] = [...((out[k] as unknown[]) ?? []), value];
      } else out[key] = value;
    }
    return out;
  }
  return {};
}

/** Query values, with `key[]` arrays collected (axios-style serialisation, backend-api §1.5). */
export function readQuery(request: Request): {
  get: (k: string) => string | null;
  all: (k: string) => string[];
} {
  const params = new URL(request.url).searchParams;
  return {
    get: (k) => params.get(k),
    all: (k) => [...params.getAll(k), ...params.getAll(`${k}[]`)],
  };
}
