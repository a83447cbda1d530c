// The yardstick of P8 (ADR 050): the minimal React + React Router + TanStack Query app (bench/minimal-app), built
// like the storefront, and its JavaScript's gzip size. `npm test` (check-budgets) and `npm run bench` subtract it
// from the first route to report our own code on it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

/** Builds the minimal app into `outDir` as the storefront is built; returns the build's manifest. */
export async function buildMinimalApp(outDir) {
  await build({
    root: 'bench/minimal-app',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, target: 'es2022', manifest: true, emptyOutDir: true },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** gzip (level 9) bytes of the minimal app's JavaScript. */
export async function minimalAppGzip() {
  const out = mkdtempSync(join(tmpdir(), 'mf-minimal-'));
  try {
    const manifest = await buildMinimalApp(out);
    return Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.js'))
      .reduce((sum, chunk) => sum + gzipSync(readFileSync(join(out, chunk.file)), { level: 9 }).length, 0);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
