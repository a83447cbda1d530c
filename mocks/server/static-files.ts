/**
 * The production build (dist/) served from memory: correct content types, gzip/brotli compressed once at start,
 * long-lived immutable caching for Vite's hashed assets, revalidation for everything else.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cacheControlFor } from '../../scripts/asset-caching';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);

export interface StaticFile {
  type: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  cacheControl: string;
}

export type StaticFiles = ReadonlyMap<string, StaticFile>;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Reads every file of `root` (keys are URL paths such as `/assets/index-abc123.js`). */
export function loadStaticFiles(root: string): StaticFiles {
  const files = new Map<string, StaticFile>();
  for (const path of walk(root)) {
    const rel = relative(root, path).split(sep).join('/');
    const ext = extname(path).toLowerCase();
    const body = readFileSync(path);
    const compress = COMPRESSIBLE.has(ext) && body.length > 512;
    files.set(`/${rel}`, {
      type: TYPES[ext] ?? 'application/octet-stream',
      body,
      gzip: compress ? gzipSync(body, { level: 9 }) : undefined,
      br: compress
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : undefined,
      cacheControl: cacheControlFor(rel),
    });
  }
  return files;
}

/** A file in the best encoding the client accepts: brotli, then gzip, then none. */
export function encodeFor(
  file: Pick<StaticFile, 'body' | 'gzip' | 'br'>,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === 'br' && file.br) return { body: file.br, encoding };
  if (encoding === 'gzip' && file.gzip) return { body: file.gzip, encoding };
  return { body: file.body };
}

/** What the client accepts, best first: brotli, then gzip, then none. */
function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepts = (name: string) =>
    (acceptEncoding ?? '')
      .split(',')
      .map((p) => p.trim().split(';'))
      .some(([n, q]) => n === name && !/q=0(\.0*)?$/.test(q ?? ''));
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * A body made per request (a page with its start props, an API answer), compressed the way a web server in front
 * of the backend does (nginx `gzip on`, Apache mod_deflate): only in the encoding the client takes, at a level
 * fast enough to pay per request. Small bodies go as they are.
 */
export function encodeDynamic(
  body: Buffer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (body.length <= 512) return { body };
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === 'br') {
    return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  }
  if (encoding === 'gzip') return { body: gzipSync(body, { level: 6 }), encoding };
  return { body };
}
