// Pure budget logic over a Vite manifest (no file system): which chunks make up the first route, what kind each
// chunk is, which cap applies, and what is over. scripts/check-budgets.mjs feeds it the real build; the unit test
// (logic.test.ts) feeds it fake manifests.

import { FIRST_ROUTE_CHUNK, HOME_CHUNK } from './chunk-groups.mjs';

const HOME_ROUTE = /(^|\/)src\/app\/routes\/home(\.data)?\.tsx?$/;
const ROUTE_MODULE = /(^|\/)src\/app\/routes\//;

/**
 * The Home route's chunks: its screen and data modules by key, or — when the build groups them (ADR 034) and the
 * manifest therefore has no key for them — the chunk named by the `home` group.
 */
const isHomeRoute = (key, chunk) => HOME_ROUTE.test(key) || (!chunk.src && chunk.name === HOME_CHUNK);

/** The chunk keys reachable through static imports from `roots`. */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    if (!key || seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const root of roots) visit(root);
  return seen;
}

/** entry | route | lazy | shared | vendor, for a JS chunk. */
export function kindOf(key, chunk, budgets) {
  // The first-route group is the entry's own code split in two for download, counted under P8 (ADR 034).
  if (chunk.isEntry || (!chunk.src && chunk.name === FIRST_ROUTE_CHUNK)) return 'entry';
  if (isHomeRoute(key, chunk)) return 'route';
  if (chunk.isDynamicEntry) return ROUTE_MODULE.test(key) ? 'route' : 'lazy';
  if (chunk.name && Object.hasOwn(budgets.vendor, chunk.name)) return 'vendor';
  return 'shared';
}

function capOf(kind, chunk, budgets) {
  switch (kind) {
    case 'entry':
      return null; // counted in the critical path, which has its own cap
    case 'vendor':
      return budgets.vendor[chunk.name].max;
    default:
      return budgets[kind];
  }
}

/**
 * @param manifest  Vite's dist/.vite/manifest.json
 * @param sizeOf    file → { raw, gzip, brotli } in bytes
 * @param budgets   see budgets.mjs
 * @param cssFiles  every .css file in the build (a manifest lists only those its chunks import)
 */
export function evaluateBudgets({ manifest, sizeOf, budgets, cssFiles = [] }) {
  const problems = [];
  const keys = Object.keys(manifest);
  const entries = keys.filter((k) => manifest[k].isEntry);
  if (entries.length === 0) problems.push('no entry chunk in the manifest');
  const homeRoots = keys.filter((k) => isHomeRoute(k, manifest[k]));
  if (!homeRoots.some((k) => /home\.tsx?$/.test(k) || !HOME_ROUTE.test(k)))
    problems.push('could not find the Home route chunk (src/app/routes/home.tsx) in the manifest');
  const critical = staticClosure(manifest, [...entries, ...homeRoots]);

  const rows = [];
  const seenFiles = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk.file.endsWith('.js') || seenFiles.has(chunk.file)) continue;
    seenFiles.add(chunk.file);
    const kind = kindOf(key, chunk, budgets);
    const cap = capOf(kind, chunk, budgets);
    const size = sizeOf(chunk.file);
    const row = { file: chunk.file, key, kind, critical: critical.has(key), ...size, cap };
    row.over = cap !== null && size.gzip > cap;
    if (row.over) problems.push(`${kind} chunk ${chunk.file} (${key}) is ${kb(size.gzip)} gzip > ${kb(cap)}`);
    rows.push(row);
  }

  const criticalCss = new Set(
    [...critical].flatMap((k) => manifest[k].css ?? []).filter((file) => !seenFiles.has(file)),
  );
  for (const file of new Set([...cssFiles, ...criticalCss])) {
    const size = sizeOf(file);
    const row = { file, key: file, kind: 'css', critical: criticalCss.has(file), ...size, cap: budgets.css };
    row.over = size.gzip > budgets.css;
    if (row.over) problems.push(`stylesheet ${file} is ${kb(size.gzip)} gzip > ${kb(budgets.css)}`);
    rows.push(row);
  }

  const criticalCssGzip = rows
    .filter((r) => r.critical && r.kind === 'css')
    .reduce((sum, r) => sum + r.gzip, 0);
  if (criticalCssGzip > budgets.criticalCss)
    problems.push(
      `the first route's stylesheets are ${kb(criticalCssGzip)} gzip > ${kb(budgets.criticalCss)} (render-blocking; ADR 045)`,
    );

  const criticalJs = rows.filter((r) => r.critical && r.kind !== 'css');
  const criticalGzip = criticalJs.reduce((sum, r) => sum + r.gzip, 0);
  const { max, goal } = budgets.criticalPath;
  const warnings = [];
  if (criticalGzip > max) {
    problems.push(`first route (entry + Home route) JS is ${kb(criticalGzip)} gzip > ${kb(max)} (P8)`);
  } else if (criticalGzip > goal) {
    warnings.push(
      `first route (entry + Home route) JS is ${kb(criticalGzip)} gzip: within P8, ${kb(criticalGzip - goal)} over the ${kb(goal)} goal`,
    );
  }
  return {
    rows,
    criticalGzip,
    criticalRaw: criticalJs.reduce((s, r) => s + r.raw, 0),
    criticalCssGzip,
    problems,
    warnings,
  };
}

/**
 * The scripts index.html preloads that are not in `counted` (the first route's files and the validation chunk): a
 * second-wave chunk (ADR 044), or any other, preloaded from the HTML would download with the first route without
 * being counted in its size.
 */
export function uncountedPreloads(indexHtml, counted) {
  const allowed = new Set(counted.filter(Boolean));
  return [...indexHtml.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)]
    .map(([tag]) => /\bhref="\/?([^"]+)"/.exec(tag)?.[1])
    .filter((href) => href !== undefined && !allowed.has(href))
    .map((href) => `index.html preloads ${href}, which the first route's size does not count (ADR 044)`);
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report: every chunk, its kind, sizes and cap; first-route chunks marked with *. */
export function formatReport({ rows, criticalGzip, criticalRaw, criticalCssGzip }, budgets) {
  const pad = (s, n) => String(s).padStart(n);
  const order = { entry: 0, route: 1, lazy: 2, shared: 3, vendor: 4, css: 5 };
  const sorted = [...rows].sort((a, b) => order[a.kind] - order[b.kind] || b.gzip - a.gzip);
  const lines = [
    `${pad('raw', 10)}${pad('gzip', 10)}${pad('brotli', 10)}${pad('cap', 10)}  kind    file (* = first route)`,
  ];
  for (const r of sorted) {
    lines.push(
      `${pad(kb(r.raw), 10)}${pad(kb(r.gzip), 10)}${pad(kb(r.brotli), 10)}${pad(r.cap === null ? '(P8)' : kb(r.cap), 10)}  ${r.kind.padEnd(7)} ${r.critical ? '*' : ' '}${r.file}${r.over ? '  OVER' : ''}`,
    );
  }
  const { max, goal } = budgets.criticalPath;
  lines.push(
    '',
    `First route (entry + Home route, JS): ${kb(criticalGzip)} gzip (${kb(criticalRaw)} raw); P8 cap ${kb(max)}, goal ${kb(goal)}` +
      (criticalGzip > max ? ` — ${kb(criticalGzip - max)} over P8` : ''),
    `First route's stylesheets (render-blocking): ${kb(criticalCssGzip)} gzip; cap ${kb(budgets.criticalCss)}`,
  );
  return lines.join('\n');
}
