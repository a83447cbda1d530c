// Pure budget logic over a Vite manifest (no file system): which chunks make up the first route, what kind each
// chunk is, which cap applies, and what is over; and what the build's files must not carry. scripts/check-budgets.mjs
// feeds it the real build; the unit test (logic.test.ts) feeds it fake manifests and files.

import { FIRST_ROUTE_CHUNK, HOME_CHUNK } from './chunk-groups.mjs';

const HOME_ROUTE = /(^|\/)src\/app\/routes\/home(\.data)?\.tsx?$/;
const ROUTE_MODULE = /(^|\/)src\/app\/routes\//;

/**
 * The Home route's chunks: its screen and data modules by key, or — when the build groups them
 * (docs/performance.md, "The first route") and the manifest therefore has no key for them — the chunk named by the
 * `home` group.
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

/**
 * The entry every page loads (index.html's script). The other entry, src/hydrate.tsx, is loaded only by a page a
 * server rendered (docs/performance.md, "Server-rendered first screen"): lazy code to the drop-in's first route.
 */
const isPageEntry = (key, chunk) =>
  chunk.isEntry === true && (key === 'index.html' || key === 'src/main.tsx');

/** entry | route | lazy | shared | vendor, for a JS chunk. */
export function kindOf(key, chunk, budgets) {
  // The first-route group is the entry's own code split in two for download, counted under P8 (docs/performance.md,
  // "The first route").
  if (isPageEntry(key, chunk) || (!chunk.src && chunk.name === FIRST_ROUTE_CHUNK)) return 'entry';
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
 * @param preloaded the files index.html module-preloads: the first screen waits for them too
 * @param framework gzip bytes of the minimal React + React Router + TanStack Query app, when measured
 */
export function evaluateBudgets({ manifest, sizeOf, budgets, cssFiles = [], preloaded = [], framework }) {
  const problems = [];
  const keys = Object.keys(manifest);
  const entries = keys.filter((k) => isPageEntry(k, manifest[k]));
  if (entries.length === 0) problems.push('no entry chunk in the manifest');
  const homeRoots = keys.filter((k) => isHomeRoute(k, manifest[k]));
  if (!homeRoots.some((k) => /home\.tsx?$/.test(k) || !HOME_ROUTE.test(k)))
    problems.push('could not find the Home route chunk (src/app/routes/home.tsx) in the manifest');
  const preloadedKeys = keys.filter((k) => preloaded.includes(manifest[k].file));
  const critical = staticClosure(manifest, [...entries, ...homeRoots, ...preloadedKeys]);

  const rows = [];
  const seenFiles = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk.file.endsWith('.js') || seenFiles.has(chunk.file)) continue;
    seenFiles.add(chunk.file);
    const kind = kindOf(key, chunk, budgets);
    const cap = capOf(kind, chunk, budgets);
    const size = sizeOf(chunk.file);
    // What the chunk is, for the report: a screen's file is named by its hash alone (ADR 077).
    const source = chunk.src ?? chunk.name ?? key;
    const row = { file: chunk.file, key, source, kind, critical: critical.has(key), ...size, cap };
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
      `the first route's stylesheets are ${kb(criticalCssGzip)} gzip > ${kb(budgets.criticalCss)} (render-blocking; docs/performance.md, "Styles")`,
    );

  const criticalJs = rows.filter((r) => r.critical && r.kind !== 'css');
  const criticalGzip = criticalJs.reduce((sum, r) => sum + r.gzip, 0);
  const { ownCode, ceiling } = budgets.criticalPath;
  const warnings = [];
  if (criticalGzip > ceiling)
    problems.push(`first route JS is ${kb(criticalGzip)} gzip > ${kb(ceiling)} (the regression ceiling)`);
  const ownGzip = framework === undefined ? undefined : criticalGzip - framework;
  if (ownGzip !== undefined && ownGzip > ownCode)
    warnings.push(
      `our own first-route code is ${kb(ownGzip)} gzip > ${kb(ownCode)} (P8 NOT MET, ${kb(ownGzip - ownCode)} over)`,
    );
  return {
    rows,
    criticalGzip,
    criticalRaw: criticalJs.reduce((s, r) => s + r.raw, 0),
    criticalCssGzip,
    framework,
    ownGzip,
    problems,
    warnings,
  };
}

/**
 * The files index.html module-preloads (docs/performance.md, "The first route": the first route counts them,
 * whatever they are).
 */
export function modulePreloads(indexHtml) {
  return [...indexHtml.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)]
    .map(([tag]) => /\bhref="\/?([^"]+)"/.exec(tag)?.[1])
    .filter((href) => href !== undefined);
}

/**
 * Why `firstRouteJs` is not rendered by React DOM `version`, or undefined when it is: React DOM announces itself to
 * DevTools with its name and version (`version:"19.3.1",rendererPackageName:"react-dom"`, in any quotes) and stamps
 * its roots with `__reactContainer$`. Preact, compat layer or not, has neither.
 */
export function notReactDom(firstRouteJs, version) {
  const quote = '["\'`]';
  const announced = new RegExp(
    `version:${quote}${version.replaceAll('.', '\\.')}${quote},rendererPackageName:${quote}react-dom${quote}`,
  );
  if (!announced.test(firstRouteJs)) return `the first route does not carry React DOM ${version}`;
  if (!firstRouteJs.includes('__reactContainer$')) return 'the first route does not create React DOM roots';
  return undefined;
}

/**
 * The most theme variables (`var(--mf-…)`) the first route's script may name. Code that runs in the page names the
 * few it sets or passes on through `tokenVar` (src/design-system/theme/tokens.ts); the contract's `vars` object names
 * every token (111 on 2026-12-06, ≈ 1 KB gzip), so a runtime import of it shows as a jump past this.
 */
export const THEME_VARIABLES_IN_SCRIPT = 24;

/** How many distinct theme variables `js` names, and whether that is the contract's whole `vars` object. */
export function themeVariablesIn(js) {
  const named = new Set(js.match(/var\(--mf-[\w-]+\)/g) ?? []).size;
  return { named, contract: named > THEME_VARIABLES_IN_SCRIPT };
}

/** The files a browser could be served as text from dist/: what the hygiene scan reads. */
export const scannedText = (file) => /\.(?:m?js|html|css|json|webmanifest|txt|xml|svg)$/.test(file);

/** Strings only the demo shop carries: MSW's worker and browser setup, faker's fixtures, the demo shop's storage. */
const DEMO_MARKERS = [
  'mockServiceWorker',
  'setupWorker(',
  'msw/browser',
  '@faker-js',
  'marketfront-demo-shop',
];

/**
 * API keys and secrets, by issuer: a build may carry none but the shop's public Pusher key (20 hex characters, which
 * none of these match). Publishable keys count too, since the payment gateways' keys come from the backend.
 */
export const KEY_PATTERNS = [
  ['Stripe or Paystack key', /\b[prs]k_(?:live|test)_[0-9A-Za-z]{16,}/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}/],
  ['AWS access key', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['Razorpay key', /\brzp_(?:live|test)_[0-9A-Za-z]{10,}/],
  ['Flutterwave key', /\bFLW(?:SECK|PUBK)(?:_TEST)?[-_]?[0-9A-Za-z]{12,}/],
  ['private key', /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/],
  // A secret by its name (`client_secret`, `PUSHER_APP_SECRET`, `secretKey`) given a literal value, in any quotes.
  [
    'named secret',
    /(?:secret_?key|client_?secret|api_?secret|app_?secret)["'`]?\s*[:=]\s*["'`][^"'`\s]{16,}["'`]/i,
  ],
];

/**
 * What a production build must not ship (R24): source maps, the demo shop and API keys. `files`: every file of
 * dist/ by path, with its text when `scannedText` says it is read. A key is named by its first characters only, so
 * the build's log does not spread it further. `publicKeys`: keys public by design that the build was configured with
 * (the Firebase web API key, `VITE_FIREBASE_API_KEY`), allowed verbatim and nothing else.
 */
export function hygieneProblems(files, publicKeys = []) {
  const problems = [];
  for (const { file, text = '' } of files) {
    if (file.endsWith('.map')) problems.push(`source map shipped: ${file}`);
    if (file.endsWith('mockServiceWorker.js')) problems.push(`MSW worker shipped: ${file}`);
    if (file.endsWith('.js') || file.endsWith('.html')) {
      for (const marker of DEMO_MARKERS)
        if (text.includes(marker)) problems.push(`demo-shop code in production (${marker}): ${file}`);
    }
    for (const [what, pattern] of KEY_PATTERNS) {
      const global = new RegExp(pattern.source, `${pattern.flags}g`);
      const found = [...text.matchAll(global)].find((match) => !publicKeys.includes(match[0]));
      if (found) problems.push(`${what} in the build (${found[0].slice(0, 8)}…): ${file}`);
    }
  }
  return problems;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report: every chunk, its kind, sizes and cap; first-route chunks marked with *. */
export function formatReport(
  { rows, criticalGzip, criticalRaw, criticalCssGzip, framework, ownGzip },
  budgets,
) {
  const pad = (s, n) => String(s).padStart(n);
  const order = { entry: 0, route: 1, lazy: 2, shared: 3, vendor: 4, css: 5 };
  const sorted = [...rows].sort((a, b) => order[a.kind] - order[b.kind] || b.gzip - a.gzip);
  const lines = [
    `${pad('raw', 10)}${pad('gzip', 10)}${pad('brotli', 10)}${pad('cap', 10)}  kind    file (* = first route)  source`,
  ];
  for (const r of sorted) {
    lines.push(
      `${pad(kb(r.raw), 10)}${pad(kb(r.gzip), 10)}${pad(kb(r.brotli), 10)}${pad(r.cap === null ? '(first)' : kb(r.cap), 10)}  ${r.kind.padEnd(7)} ${r.critical ? '*' : ' '}${r.file}${r.source ? `  ${r.source}` : ''}${r.over ? '  OVER' : ''}`,
    );
  }
  const { ownCode, ownCodeStep, ceiling } = budgets.criticalPath;
  lines.push(
    '',
    `First route (entry, Home route, index.html's preloads; JS): ${kb(criticalGzip)} gzip (${kb(criticalRaw)} raw); fails above ${kb(ceiling)}`,
    ownGzip === undefined
      ? 'Our own first-route code: not measured (no minimal app build)'
      : `Our own first-route code (first route − minimal React + Router + Query app, ${kb(framework)}): ${kb(ownGzip)} gzip; P8 budget ${kb(ownCode)}` +
          (ownGzip > ownCode ? ` — ${kb(ownGzip - ownCode)} over` : '') +
          `; issue 36's step ${kb(ownCodeStep)}` +
          (ownGzip > ownCodeStep ? ` — ${kb(ownGzip - ownCodeStep)} over` : ' — met'),
    `First route's stylesheets (render-blocking): ${kb(criticalCssGzip)} gzip; cap ${kb(budgets.criticalCss)}`,
  );
  return lines.join('\n');
}
