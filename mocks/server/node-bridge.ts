/** Between node:http and the Fetch API that MSW handlers speak: IncomingMessage → Request, Response → reply. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the routes that take a file (a picture, a payment proof, a shop's papers) may receive. */
export const UPLOAD_BODY_BYTES = 8 * 1024 * 1024;
/** What every other request may send: a form or a cart's JSON is a few kilobytes. */
export const FORM_BODY_BYTES = 64 * 1024;

/** The contract's multipart operations (openapi/paths: `multipart/form-data` request bodies). */
const UPLOAD_PATHS = new Set([
  '/user/update-profile',
  '/user/user-to-seller',
  '/user/product-review-store',
  '/user/complete-order',
  '/user/recharge-wallet',
  '/seller-register',
]);

/** The most a request to `path` may send: files only where the contract takes them. */
export const bodyLimitFor = (path: string): number =>
  UPLOAD_PATHS.has(path.replace(/\/+$/, '')) ? UPLOAD_BODY_BYTES : FORM_BODY_BYTES;

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

export async function readRawBody(req: IncomingMessage, limit = FORM_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit)
    throw new BodyTooLargeError(`request body over ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError(`request body over ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** A Fetch Request for the handlers; `origin` is the server's own (`http://localhost:4173`). */
export function toFetchRequest(req: IncomingMessage, origin: string, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

/** A body compressor for one client (its Accept-Encoding already chosen), or none. */
export type EncodeBody = (body: Buffer) => { body: Buffer; encoding?: string };

/**
 * Writes a Fetch Response (status, every header incl. several Set-Cookie, body) to the node reply; a textual body
 * the handler left unencoded goes through `encode` (the server's compression).
 */
export async function sendFetchResponse(
  res: ServerResponse,
  response: Response,
  options: { extraHeaders?: Record<string, string | string[]>; headOnly?: boolean; encode?: EncodeBody } = {},
): Promise<void> {
  const { extraHeaders = {}, headOnly = false, encode } = options;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = [...response.headers.getSetCookie(), ...[extraHeaders['set-cookie'] ?? []].flat()];
  for (const [name, value] of Object.entries(extraHeaders)) if (name !== 'set-cookie') headers[name] = value;
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  let body: Buffer = headOnly ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
  if (!headOnly && encode && !response.headers.has('content-encoding') && isTextual(response)) {
    const encoded = encode(body);
    body = encoded.body;
    headers.vary = 'Accept-Encoding';
    if (encoded.encoding) headers['content-encoding'] = encoded.encoding;
  }
  if (!headOnly) headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

/** JSON, text, HTML, XML: what compresses (not images, PDFs or archives, which already are). */
const isTextual = (response: Response) =>
  /^(application\/(json|[\w.+-]*\+json|xml|javascript)|text\/)/i.test(
    response.headers.get('content-type') ?? '',
  );

/** Cookie header → name → value. */
export function readCookies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (!name || rest.length === 0) continue;
    try {
      out[name] = decodeURIComponent(rest.join('='));
    } catch {
      // a malformed cookie is ignored, like a missing one
    }
  }
  return out;
}
