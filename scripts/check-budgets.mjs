// Bundle hygiene and size budgets on the production build in dist/ (quality-bar P8, P9, P12, R24; issue 6 §3):
// - no demo shop in production: no MSW, no worker script, no faker fixtures, no source maps; no API keys but Pusher's;
// - every chunk (JS and CSS) reported with raw, gzip (level 9) and brotli sizes and its cap (scripts/budgets/):
//   the first route (entry, Home route, index.html's module preloads, with their static imports) ≤ 162 KB gzip, our
//   own code on it (first route − the minimal React + Router + Query app) reported against 25 KB (ADR 050), every
//   lazy route chunk and every other lazy or shared chunk ≤ 35 KB unless listed as a named vendor chunk;
// - React 19 renders the build: the first route carries React DOM's own version check, and no Preact (ADR 050).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { budgets } from './budgets/budgets.mjs';
import {
  evaluateBudgets,
  formatReport,
  hygieneProblems,
  modulePreloads,
  notReactDom,
  scannedText,
  themeVariablesIn,
} from './budgets/logic.mjs';
import { minimalAppGzip } from './budgets/minimal-app.mjs';
import { HOME_CHUNK, HOME_SECTIONS_CHUNK, VALIDATION_CHUNK } from './budgets/chunk-groups.mjs';
import { COMPILE_HINT, EAGERLY_COMPILED_CHUNKS, EAGERLY_COMPILED_MODULES } from './budgets/compile-hint.mjs';

const dist = process.env.BUDGET_DIST ?? 'dist';
const problems = [];

if (!existsSync(join(dist, '.vite/manifest.json'))) {
  console.error(`${dist}/.vite/manifest.json is missing: run \`npx vite build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
/** A chunk group's chunk (scripts/budgets/chunk-groups.mjs): no source of its own, by the group's name. */
const groupChunk = (name) => Object.values(manifest).find((chunk) => !chunk.src && chunk.name === name);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

// 1. Hygiene: no source maps, demo shop or API keys (scripts/budgets/logic.mjs).
const all = walk(dist);
problems.push(
  ...hygieneProblems(
    all.map((file) => ({ file, text: scannedText(file) ? readFileSync(file, 'utf8') : undefined })),
    // Public by design (it identifies the Firebase project to the browser); any other key still fails.
    [process.env.VITE_FIREBASE_API_KEY].filter((key) => key !== undefined && key !== ''),
  ),
);

/** A problem for each listed path that `dist/` lacks. */
const notShipped = (paths, what) =>
  paths
    .filter((path) => !existsSync(join(dist, path)))
    .map((path) => `${what} a file the build does not ship: ${path}`);

// The service worker's precache list names only files that ship: one missing file fails the worker's install, and
// the shop is then neither installable nor usable offline (ADR 032). The build records the list Workbox injected
// into sw.js (scripts/vite-plugin-offline-app.ts, PRECACHE_LIST); sw.js must carry exactly that list, as Workbox
// writes it (JSON, keys sorted), in place of its `self.__WB_MANIFEST`.
const workerFile = join(dist, 'sw.js');
const precacheFile = join(dist, '.vite/precache-manifest.json');
if (!existsSync(workerFile))
  problems.push('sw.js: missing (the shop would be neither installable nor usable offline)');
else if (!existsSync(precacheFile))
  problems.push(
    '.vite/precache-manifest.json: missing (vite-plugin-offline-app records the precache list there)',
  );
else {
  const worker = readFileSync(workerFile, 'utf8');
  const precache = JSON.parse(readFileSync(precacheFile, 'utf8'));
  if (!Array.isArray(precache) || precache.length === 0)
    problems.push('.vite/precache-manifest.json: no precache entries');
  else if (worker.includes('__WB_MANIFEST'))
    problems.push('sw.js: Workbox did not inject the precache list (self.__WB_MANIFEST is still there)');
  else if (!worker.includes(JSON.stringify(precache.map(({ revision, url }) => ({ revision, url })))))
    problems.push('sw.js: does not carry the precache list recorded in .vite/precache-manifest.json');
  else
    problems.push(
      ...notShipped(
        precache.map((entry) => entry.url),
        'sw.js precaches',
      ),
    );
}

// The idle-time prefetch list (docs/performance.md, "Service worker precache") names only files that ship, and
// covers every screen's chunk.
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

// The route preloads (docs/performance.md, "Route preloads") name only files that ship, for every route but home
// (in the first route itself).
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
  // The home sections' chunk is the home page's alone (scripts/budgets/chunk-groups.mjs): a screen that reaches it
  // loads every home section for the card or row it shares with them.
  const sections = groupChunk(HOME_SECTIONS_CHUNK);
  const withSections = sections ? routes.filter((route) => route.files.includes(sections.file)) : [];
  if (withSections.length > 0)
    problems.push(
      `${sections.file}: the home sections' chunk is loaded by ${withSections.map((r) => r.path).join(', ')} too; ` +
        'give the module they share with the sections its place in SECTION_PARTS_MODULES (scripts/budgets/chunk-groups.mjs)',
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
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const result = evaluateBudgets({
  manifest,
  sizeOf,
  budgets,
  cssFiles,
  preloaded: modulePreloads(indexHtml),
  framework: await minimalAppGzip(),
});
console.log(formatReport(result, budgets));
problems.push(...result.problems);
const firstRoute = result.rows.filter((r) => r.critical && r.kind !== 'css');

// …and what every first screen validates with is preloaded by the page, not asked for after the shell has run.
// So is the Home screen (docs/performance.md, "The first route"), by vite.config.ts's preload plugin, which would
// otherwise stop silently. The web font is not: the first screen is set in the metric-matched fallbacks, and Inter
// loads after it (docs/performance.md, "The web font after the first screen").
for (const name of [VALIDATION_CHUNK, HOME_CHUNK]) {
  const chunk = groupChunk(name);
  if (!chunk) problems.push(`no '${name}' chunk in the build (scripts/budgets/chunk-groups.mjs)`);
  else if (!modulePreloads(indexHtml).includes(chunk.file))
    problems.push(`index.html does not preload ${chunk.file} (vite.config.ts preloadGroupChunk)`);
}
// The first visit's chunks and the carousel's engine start with V8's compile hint (compile-hint.mjs): without it
// their functions compile on the main thread, each on its first call, inside the load's long tasks.
const eagerChunks = Object.entries(manifest).filter(
  ([key, chunk]) => EAGERLY_COMPILED_MODULES.test(key) || EAGERLY_COMPILED_CHUNKS.includes(chunk.name),
);
for (const name of EAGERLY_COMPILED_CHUNKS)
  if (!groupChunk(name))
    problems.push(`no '${name}' chunk in the build (compile-hint.mjs, EAGERLY_COMPILED_CHUNKS)`);
if (!eagerChunks.some(([key]) => EAGERLY_COMPILED_MODULES.test(key)))
  problems.push(
    'no chunk of the carousel engine in the manifest (compile-hint.mjs, EAGERLY_COMPILED_MODULES)',
  );
for (const [, chunk] of eagerChunks)
  if (!readFileSync(join(dist, chunk.file), 'utf8').startsWith(`${COMPILE_HINT}\n`))
    problems.push(`${chunk.file} does not start with ${COMPILE_HINT} (vite.config.ts, compileHints)`);
const validation = groupChunk(VALIDATION_CHUNK);
if (/<link rel="preload"[^>]*as="font"/.test(indexHtml))
  problems.push(
    'index.html preloads a font: the first screen needs none (src/app/layout/WebFontAfterFirstScreen.tsx)',
  );
if (!/<html\b[^>]*\bdata-web-font="after-first-paint"/.test(indexHtml))
  problems.push(
    'index.html lacks data-web-font="after-first-paint" on <html>: the first screen would ask for Inter',
  );

// React 19 renders the build, nothing in its place (ADR 050).
const reactDomVersion = JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')).version;
const runtimeProblem = notReactDom(
  firstRoute.map((row) => readFileSync(join(dist, row.file), 'utf8')).join('\n'),
  reactDomVersion,
);
if (runtimeProblem) problems.push(`${runtimeProblem} (the runtime is React 19, ADR 050)`);
for (const file of all.filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(file, 'utf8');
  if (/\bpreact\b/.test(code))
    problems.push(`Preact in the build: ${file} (the runtime is React 19, ADR 050)`);
  // Safari parses a lookbehind only from 16.4 on, and the build's target (Safari 16, ADR 068) cannot lower one:
  // before 16.4 the whole module would be a syntax error.
  if (/\(\?<[=!]/.test(code))
    problems.push(
      `a regular expression with a lookbehind in ${file}: Safari before 16.4 cannot parse the file`,
    );
}

// No zod in the shell and Home route (docs/performance.md, "Response schemas"): response schemas load with their
// requests, forms load theirs on use; only the preloaded validation chunk may carry it. zod's classes carry their
// names as strings ("$ZodObject"), which minification keeps.
for (const row of firstRoute.filter((r) => r.file !== validation?.file)) {
  if (readFileSync(join(dist, row.file), 'utf8').includes('$ZodObject'))
    problems.push(
      `zod in the first route: ${row.file} (a response schema or form imported from the shell? docs/performance.md, "Response schemas load with their request")`,
    );
}
// The theme contract's `vars` (every token's variable name) stays in the stylesheets: the page's code names the few it
// needs through `tokenVar` (docs/performance.md, "The first route and how it is split").
for (const row of firstRoute.filter((r) => r.file.endsWith('.js'))) {
  const { named, contract } = themeVariablesIn(readFileSync(join(dist, row.file), 'utf8'));
  if (contract)
    problems.push(
      `the theme contract in the first route: ${row.file} names ${named} theme variables (import tokenVar from theme/tokens.ts, not vars from theme/contract.css, in code that runs in the page)`,
    );
}
for (const warning of result.warnings) console.log(`\n${warning}`);

if (problems.length) {
  console.error(`\nBudget/hygiene problems:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('\nNo demo-shop code, worker, source maps or API keys in dist/; every chunk within its budget.');
