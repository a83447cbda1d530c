// `npm run bench`: builds for production and reports what the quality bar measures from the build itself —
// critical-path JS, every lazy chunk, total first-load weight (P8, P9, P10) — and checks the budgets.
// Timings (Lighthouse, INP) are measured here, never asserted in tests; they need a quiet machine.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';

execFileSync('vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });

const walk = (dir) =>
  readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)],
  );
const rows = walk('dist')
  .filter((f) => /\.(js|css|html|woff2)$/.test(f))
  .map((f) => {
    const raw = readFileSync(f);
    return {
      file: f,
      raw: raw.length,
      gzip: gzipSync(raw, { level: 9 }).length,
      brotli: brotliCompressSync(raw).length,
    };
  })
  .sort((a, b) => b.gzip - a.gzip);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(10);
console.log(`\n${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}  file`);
for (const r of rows) console.log(`${kb(r.raw)}${kb(r.gzip)}${kb(r.brotli)}  ${r.file}`);
console.log('');
execFileSync('node', ['scripts/check-budgets.mjs'], { stdio: 'inherit' });
