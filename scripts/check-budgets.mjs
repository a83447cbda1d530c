// Bundle hygiene and size budgets on the production build in dist/ (quality-bar P8, P9, P12, R24; issue 6 §3):
// - no demo shop in production: no MSW, no worker script, no faker fixtures, no source maps;
// - every chunk (JS and CSS) reported with raw, gzip (level 9) and brotli sizes and its cap (scripts/budgets/):
//   the first route (entry + its static imports + the Home route's screen and data chunks) ≤ 130 KB gzip,
//   every lazy route chunk and every other lazy or shared chunk ≤ 35 KB unless listed as a named vendor chunk.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { budgets } from './budgets/budgets.mjs';
import { evaluateBudgets, formatReport, uncountedPreloads } from './budgets/logic.mjs';
import { VALIDATION_CHUNK } from './budgets/chunk-groups.mjs';

const dist = process.env.BUDGET_DIST ?? 'dist';
const problems = [];

if (!existsSync(join(dist, '.vite/manifest.json'))) {
  console.error(`${dist}/.vite/manifest.json is missing: run \`npx vite build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

// 1. Hygiene.
const all = walk(dist);
for (const file of all) {
  if (file.endsWith('.map')) problems.push(`source map shipped: ${file}`);
  if (file.endsWith('mockServiceWorker.js')) problems.push(`MSW worker shipped: ${file}`);
  if (file.endsWith('.js') || file.endsWith('.html')) {
    const text = readFileSync(file, 'utf8');
    for (const marker of [
      'mockServiceWorker',
      'setupWorker(',
      'msw/browser',
      '@faker-js',
      'marketfront-demo-shop',
    ]) {
      if (text.includes(marker)) problems.push(`demo-shop code in production (${marker}): ${file}`);
    }
  }
}

/** A problem for each listed path that `dist/` lacks. */
const notShipped = (paths, what) =>
  paths
    .filter((path) => !existsSync(join(dist, path)))
    .map((path) => `${what} a file the build does not ship: ${path}`);

// The service worker's precache list names only files that ship: one missing file fails the worker's install
// (cache.addAll rejects), and the shop is then neither installable nor usable offline (ADR 032).
const workerFile = join(dist, 'sw.js');
if (existsSync(workerFile)) {
  const listed = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(workerFile, 'utf8'));
  if (!listed) problems.push('sw.js: no precache list found');
  else {
    const precache = JSON.parse(JSON.parse(listed[1]));
    problems.push(...notShipped(precache, 'sw.js precaches'));
  }
}

// The idle-time prefetch list (ADR 035) names only files that ship, and covers every screen's chunk.
const screenList = join(dist, 'screen-files.json');
if (!existsSync(screenList))
  problems.push('screen-files.json: missing (the other screens would not be prefetched)');
else {
  const listed = JSON.parse(readFileSync(screenList, 'utf8'));
  problems.push(...notShipped(listed, 'screen-files.json lists'));
  if (listed.filter((path) => path.endsWith('.js')).length < 40)
    problems.push(
      `screen-files.json lists only ${listed.length} files: expected every screen's chunks (spec §7: ~42)`,
    );
}

// The route preloads (ADR 038) name only files that ship, for every route but home (in the first route itself).
const routeList = join(dist, 'route-files.json');
if (!existsSync(routeList)) problems.push('route-files.json: missing (pages could not preload their screen)');
else {
  const routes = JSON.parse(readFileSync(routeList, 'utf8'));
  problems.push(
    ...notShipped(
      routes.flatMap((route) => route.files),
      'route-files.json lists',
    ),
  );
  const empty = routes.filter((route) => !route.files.some((file) => file.endsWith('.js')));
  if (routes.length < 40 || empty.length > 0)
    problems.push(
      `route-files.json: ${routes.length} routes, ${empty.length} without a script (${empty.map((r) => r.path).join(', ')})`,
    );
}

// 2. Sizes of every chunk against its cap.
const sizeOf = (file) => {
  const raw = readFileSync(join(dist, file));
  return {
    raw: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const cssFiles = all.filter((f) => f.endsWith('.css')).map((f) => relative(dist, f));
const result = evaluateBudgets({ manifest, sizeOf, budgets, cssFiles });
console.log(formatReport(result, budgets));
problems.push(...result.problems);

// …and what every first screen validates with is preloaded by the page, not asked for after the shell has run.
const validation = Object.values(manifest).find((chunk) => !chunk.src && chunk.name === VALIDATION_CHUNK);
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
if (!validation)
  problems.push(`no '${VALIDATION_CHUNK}' chunk in the build (scripts/budgets/chunk-groups.mjs)`);
else if (!new RegExp(`<link rel="modulepreload"[^>]*href="[^"]*${validation.file}"`).test(indexHtml))
  problems.push(`index.html does not preload ${validation.file} (vite.config.ts preloadGroupChunk)`);

// index.html preloads the first route and the validation chunk, nothing more (ADR 044).
problems.push(
  ...uncountedPreloads(indexHtml, [
    ...result.rows.filter((r) => r.critical).map((r) => r.file),
    validation?.file,
  ]),
);

// No zod in the first route (ADR 040): response schemas load with their requests, forms load theirs on use. zod's
// classes carry their names as strings ("$ZodObject"), which minification keeps.
for (const row of result.rows.filter((r) => r.critical)) {
  if (readFileSync(join(dist, row.file), 'utf8').includes('$ZodObject'))
    problems.push(
      `zod in the first route: ${row.file} (a response schema or form imported from the shell? ADR 040)`,
    );
}
for (const warning of result.warnings) console.log(`\n${warning}`);

if (problems.length) {
  console.error(`\nBudget/hygiene problems:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\nNo demo-shop code, worker or source maps in dist/; every chunk within its budget.');
