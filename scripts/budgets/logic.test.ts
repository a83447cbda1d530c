import { describe, expect, it } from 'vitest';
import { budgets, KB } from './budgets.mjs';
import {
  evaluateBudgets,
  formatReport,
  hygieneProblems,
  KEY_PATTERNS,
  modulePreloads,
  notReactDom,
  THEME_VARIABLES_IN_SCRIPT,
  themeVariablesIn,
  type BuildFile,
  type Manifest,
  type Sizes,
} from './logic.mjs';

// A fake build: file name → gzip size in KB (raw and brotli derived), so each case states only what matters.
const sized =
  (kbByFile: Record<string, number>) =>
  (file: string): Sizes => {
    const gzip = (kbByFile[file] ?? 1) * KB;
    return { raw: gzip * 3, gzip, brotli: Math.round(gzip * 0.9) };
  };

const baseManifest = (): Manifest => ({
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/home.data.ts', 'src/app/routes/cart.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js', name: 'react' },
  'src/app/routes/home.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_carousel.js'],
  },
  'src/app/routes/home.data.ts': {
    file: 'assets/home.data.js',
    isDynamicEntry: true,
    imports: ['_client.js'],
  },
  '_carousel.js': { file: 'assets/carousel.js', name: 'carousel' },
  '_client.js': { file: 'assets/client.js', name: 'client' },
  'src/app/routes/cart.tsx': { file: 'assets/cart.js', isDynamicEntry: true, imports: ['_cart-shared.js'] },
  '_cart-shared.js': { file: 'assets/cart-shared.js', name: 'cart-shared' },
  'node_modules/pusher-js/dist/web/pusher.js': { file: 'assets/pusher.js', isDynamicEntry: true },
});

const evaluate = (manifest: Manifest, sizes: Record<string, number>, config = budgets) =>
  evaluateBudgets({ manifest, sizeOf: sized(sizes), budgets: config, cssFiles: ['assets/index.css'] });

describe('bundle budgets', () => {
  it('counts the entry, its static imports and the Home route’s screen and data chunks as the first route', () => {
    const result = evaluate(baseManifest(), {
      'assets/index.js': 60,
      'assets/react.js': 30,
      'assets/home.js': 10,
      'assets/home.data.js': 1,
      'assets/carousel.js': 5,
      'assets/client.js': 4,
      'assets/cart.js': 20,
    });
    const critical = result.rows.filter((r) => r.critical && r.kind !== 'css').map((r) => r.file);
    expect(critical.sort()).toEqual(
      [
        'assets/carousel.js',
        'assets/client.js',
        'assets/home.data.js',
        'assets/home.js',
        'assets/index.js',
        'assets/react.js',
      ].sort(),
    );
    expect(result.criticalGzip).toBe(110 * KB);
    expect(result.problems).toEqual([]);
  });

  it("leaves a server-rendering build's second entry (src/hydrate.tsx) out of the first route", () => {
    const manifest: Manifest = {
      ...baseManifest(),
      'src/hydrate.tsx': {
        file: 'assets/hydrate.js',
        isEntry: true,
        imports: ['_react.js', '_hydration.js'],
      },
      '_hydration.js': { file: 'assets/hydration.js', name: 'hydration' },
    };
    const sizes = {
      'assets/index.js': 60,
      'assets/react.js': 30,
      'assets/hydrate.js': 2,
      'assets/hydration.js': 9,
    };
    const result = evaluate(manifest, sizes);
    expect(result.criticalGzip).toBe(evaluate(baseManifest(), sizes).criticalGzip);
    const critical = result.rows.filter((r) => r.critical).map((r) => r.file);
    expect(critical).not.toContain('assets/hydrate.js');
    expect(critical).not.toContain('assets/hydration.js');
  });

  it('reports every chunk, JS and CSS, with its kind and cap', () => {
    const result = evaluate(baseManifest(), {});
    const kinds = Object.fromEntries(result.rows.map((r) => [r.file, [r.kind, r.cap]]));
    expect(kinds).toEqual({
      'assets/index.js': ['entry', null],
      'assets/react.js': ['shared', 35 * KB],
      'assets/home.js': ['route', 35 * KB],
      'assets/home.data.js': ['route', 35 * KB],
      'assets/carousel.js': ['shared', 35 * KB],
      'assets/client.js': ['shared', 35 * KB],
      'assets/cart.js': ['route', 35 * KB],
      'assets/cart-shared.js': ['shared', 35 * KB],
      'assets/pusher.js': ['lazy', 35 * KB],
      'assets/index.css': ['css', 35 * KB],
    });
    const report = formatReport(result, budgets);
    for (const row of result.rows) expect(report).toContain(row.file);
    // A file's source beside it, since a screen's file is named by its hash alone (ADR 077).
    expect(report).toMatch(/assets\/cart\.js {2}src\/app\/routes\/cart\.tsx/);
  });

  it('fails a first route over the 162 KB ceiling', () => {
    expect(budgets.criticalPath.ceiling).toBe(162 * KB);
    const over = evaluate(baseManifest(), { 'assets/index.js': 140, 'assets/react.js': 24 });
    expect(over.criticalGzip).toBeGreaterThan(162 * KB);
    expect(over.problems.join('\n')).toMatch(/first route JS is .* > 162\.0 KB \(the regression ceiling\)/);
    const under = evaluate(baseManifest(), { 'assets/index.js': 138, 'assets/react.js': 20 });
    expect(under.problems).toEqual([]);
  });

  it('reports our own code (the first route minus the minimal framework app) against 25 KB, without failing', () => {
    const sizes = { 'assets/index.js': 100, 'assets/react.js': 30 };
    const over = evaluateBudgets({
      manifest: baseManifest(),
      sizeOf: sized(sizes),
      budgets,
      framework: 90 * KB,
    });
    expect(over.ownGzip).toBe(over.criticalGzip - 90 * KB);
    expect(over.problems).toEqual([]);
    expect(over.warnings.join('\n')).toMatch(/our own first-route code is .* > 25\.0 KB \(P8 NOT MET/);
    expect(formatReport(over, budgets)).toMatch(
      /Our own first-route code .*minimal .* 90\.0 KB\): .* gzip; P8 budget 25\.0 KB — .* over; issue 36's step 40\.0 KB — .* over/,
    );
    const within = evaluateBudgets({
      manifest: baseManifest(),
      sizeOf: sized(sizes),
      budgets,
      framework: 130 * KB,
    });
    expect(within.warnings).toEqual([]);
    expect(formatReport(within, budgets)).toMatch(/issue 36's step 40\.0 KB — met/);
  });

  it('counts what index.html module-preloads, and its static imports, in the first route', () => {
    const manifest: Manifest = {
      ...baseManifest(),
      '_validation.js': { file: 'assets/validation.js', name: 'validation', imports: ['_zod.js'] },
      '_zod.js': { file: 'assets/zod.js', name: 'zod' },
    };
    const sizes = { 'assets/validation.js': 10, 'assets/zod.js': 5 };
    const without = evaluate(manifest, sizes);
    const withPreloads = evaluateBudgets({
      manifest,
      sizeOf: sized(sizes),
      budgets,
      preloaded: ['assets/validation.js'],
    });
    expect(withPreloads.criticalGzip - without.criticalGzip).toBe(15 * KB);
    expect(withPreloads.rows.filter((r) => r.critical).map((r) => r.file)).toContain('assets/zod.js');
  });

  it('fails the first route’s stylesheets together over their cap, and counts no lazy route’s stylesheet', () => {
    const manifest = baseManifest();
    manifest['src/app/routes/home.tsx']!.css = ['assets/home.css'];
    manifest['src/app/routes/cart.tsx']!.css = ['assets/cart.css'];
    const css = (sizes: Record<string, number>) =>
      evaluateBudgets({
        manifest,
        sizeOf: sized(sizes),
        budgets,
        cssFiles: ['assets/index.css', 'assets/home.css', 'assets/cart.css'],
      });
    const within = css({ 'assets/index.css': 8, 'assets/home.css': 4, 'assets/cart.css': 30 });
    expect(within.criticalCssGzip).toBe(12 * KB);
    expect(within.problems).toEqual([]);
    expect(formatReport(within, budgets)).toContain(
      "First route's stylesheets (render-blocking): 12.0 KB gzip",
    );
    const over = css({ 'assets/index.css': 8, 'assets/home.css': 6, 'assets/cart.css': 1 });
    expect(over.problems).toEqual([
      'the first route\'s stylesheets are 14.0 KB gzip > 13.0 KB (render-blocking; docs/performance.md, "Styles")',
    ]);
  });

  it('fails a shared chunk over 35 KB, also one that no route loads first', () => {
    const result = evaluate(baseManifest(), { 'assets/cart-shared.js': 36 });
    expect(result.problems).toEqual([
      expect.stringMatching(/^shared chunk assets\/cart-shared\.js .* > 35\.0 KB$/),
    ]);
  });

  it('fails a lazy route chunk and a lazy widget over 35 KB', () => {
    const result = evaluate(baseManifest(), { 'assets/cart.js': 35.5, 'assets/pusher.js': 40 });
    expect(result.problems).toHaveLength(2);
    expect(result.problems[0]).toMatch(/^route chunk assets\/cart\.js/);
    expect(result.problems[1]).toMatch(/^lazy chunk assets\/pusher\.js/);
  });

  it('lets a named vendor chunk the budget lists exceed the shared cap up to its own cap, and no further', () => {
    const config = { ...budgets, vendor: { 'cart-shared': { max: 50 * KB, why: 'test' } } };
    expect(evaluate(baseManifest(), { 'assets/cart-shared.js': 45 }, config).problems).toEqual([]);
    const over = evaluate(baseManifest(), { 'assets/cart-shared.js': 51 }, config);
    expect(over.problems).toEqual([
      expect.stringMatching(/^vendor chunk assets\/cart-shared\.js .* > 50\.0 KB$/),
    ]);
  });

  it('recognises the grouped first route (docs/performance.md, "The first route"): the first-route chunk counts as entry, the home chunk as the route', () => {
    // Rolldown's groups leave the Home route without a manifest key of its own: the `home` chunk holds it.
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_first-route-a.js'],
        dynamicImports: ['_home-b.js', 'src/app/routes/cart.tsx'],
      },
      '_first-route-a.js': { file: 'assets/first-route-a.js', name: 'first-route' },
      '_home-b.js': { file: 'assets/home-b.js', name: 'home', imports: ['_first-route-a.js', '_util.js'] },
      '_util.js': { file: 'assets/util.js', name: 'util' },
      'src/app/routes/cart.tsx': {
        file: 'assets/cart.js',
        isDynamicEntry: true,
        src: 'src/app/routes/cart.tsx',
      },
      // A module of the app that happens to be called "home" is not the Home route.
      'src/features/home-ish.tsx': {
        file: 'assets/home-ish.js',
        name: 'home',
        src: 'src/features/home-ish.tsx',
      },
    };
    const result = evaluate(manifest, {
      'assets/index.js': 2,
      'assets/first-route-a.js': 100,
      'assets/home-b.js': 5,
      'assets/util.js': 1,
      'assets/cart.js': 9,
    });
    const rows = Object.fromEntries(result.rows.map((r) => [r.file, [r.kind, r.critical, r.cap]]));
    expect(rows['assets/first-route-a.js']).toEqual(['entry', true, null]);
    expect(rows['assets/home-b.js']).toEqual(['route', true, 35 * KB]);
    expect(rows['assets/util.js']).toEqual(['shared', true, 35 * KB]);
    expect(rows['assets/cart.js']).toEqual(['route', false, 35 * KB]);
    expect(rows['assets/home-ish.js']?.[1]).toBe(false);
    expect(result.criticalGzip).toBe(108 * KB);
    expect(result.problems).toEqual([]);
  });

  it('fails when the build has no Home route to measure', () => {
    const manifest = baseManifest();
    delete manifest['src/app/routes/home.tsx'];
    expect(evaluate(manifest, {}).problems).toContain(
      'could not find the Home route chunk (src/app/routes/home.tsx) in the manifest',
    );
  });
});

describe('what index.html preloads', () => {
  const html = `<head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/first-route-b.js">
    <link rel="stylesheet" crossorigin href="/assets/first-route-c.css">
    <link rel="modulepreload" crossorigin="" href="/assets/validation-d.js">
    <link crossorigin="" href="/assets/page-frame-e.js" rel="modulepreload">
  </head>`;

  it('names every preloaded script, whatever the attribute order', () => {
    expect(modulePreloads(html)).toEqual([
      'assets/first-route-b.js',
      'assets/validation-d.js',
      'assets/page-frame-e.js',
    ]);
  });
});

describe('the runtime that renders the build', () => {
  const react =
    'var qh={bundleType:0,version:`19.3.1`,rendererPackageName:`react-dom`};Ct=`__reactContainer$`+Ot';
  it('is React DOM of the pinned version', () => {
    expect(notReactDom(react, '19.3.1')).toBeUndefined();
    expect(notReactDom(react.replaceAll('`', '"'), '19.3.1')).toBeUndefined();
  });
  it('is not anything else: another React DOM version, a build without roots, or Preact', () => {
    expect(notReactDom(react, '19.4.0')).toBe('the first route does not carry React DOM 19.4.0');
    expect(notReactDom(react.replace('__reactContainer$', ''), '19.3.1')).toBe(
      'the first route does not create React DOM roots',
    );
    // Preact's compat layer answers to React's API and claims a React version, but is no React DOM.
    const preactCompat = 'var Y="18.3.1";function K(n,t){return{render:function(r){B(r,n)}}}n.__k=null';
    expect(notReactDom(preactCompat, '19.3.1')).toBe('the first route does not carry React DOM 19.3.1');
  });
});

describe('themeVariablesIn', () => {
  const names = (count: number) =>
    Array.from({ length: count }, (_, i) => `x${i}:\`var(--mf-size-token${i})\``).join(',');
  it('counts the distinct theme variables a script names', () => {
    expect(
      themeVariablesIn('a=`var(--mf-space-0_5)`,b=`var(--mf-space-0_5)`,c="var(--mf-color-accent)"'),
    ).toEqual({
      named: 2,
      contract: false,
    });
    expect(themeVariablesIn(names(THEME_VARIABLES_IN_SCRIPT)).contract).toBe(false);
  });
  it('takes the theme contract object (every token named) for what it is', () => {
    expect(themeVariablesIn(`var vars={${names(111)}}`)).toEqual({ named: 111, contract: true });
  });
});

describe('bundle hygiene (R24)', () => {
  // Keys are put together here, so this file carries no string a secret scanner would take for a real key.
  const key = (...parts: string[]) => parts.join('');
  const alnum = (n: number) => 'a1B2c3D4e5F6g7H8'.repeat(4).slice(0, n);

  // What today's build carries that looks close: Pusher's key read from the page and its encrypted channels' shared
  // secret, the form drafts' list of fields never stored, a Pusher key in a page's meta tag.
  const cleanBuild: BuildFile[] = [
    {
      file: 'dist/assets/LiveNotifications-Drzf4b18.js',
      text: 'z=h({auth:x().check(v(1)),channel_data:_(x()),shared_secret:_(x())}),pusher_app_key:{inputs:[`#pusher_app_key`]}',
    },
    {
      file: 'dist/assets/field-error-CeG2si5G.js',
      text: 'var gt=/password|otp|captcha|token|secret|card|cvc|cvv/i;kt(e,{secretFields:[`image`]})',
    },
    { file: 'dist/assets/pusher-BULhsvYZ.js', text: 'this.nacl.secretbox.open(n,r,this.key)' },
    {
      file: 'dist/index.html',
      text: '<meta name="pusher_app_key" content="2c4f5e9b1a0d3e7f8a6b"><script type="module" src="/assets/index.js">',
    },
    { file: 'dist/assets/inter-latin-wght-normal-abc.woff2' },
    { file: 'dist/sitemap.xml', text: '<urlset></urlset>' },
  ];

  /** A build with one thing it must not ship: what, the file, the one problem it makes. */
  const failingBuilds: [string, BuildFile, string][] = [
    [
      'a source map',
      { file: 'dist/assets/index-a1.js.map' },
      'source map shipped: dist/assets/index-a1.js.map',
    ],
    [
      'the MSW worker script',
      { file: 'dist/mockServiceWorker.js', text: 'self.addEventListener("fetch",()=>{})' },
      'MSW worker shipped: dist/mockServiceWorker.js',
    ],
    [
      'the worker named in the app',
      { file: 'dist/assets/index.js', text: 'register(`/mockServiceWorker.js`)' },
      'demo-shop code in production (mockServiceWorker): dist/assets/index.js',
    ],
    [
      'MSW’s browser setup',
      { file: 'dist/assets/browser.js', text: 'const w=setupWorker(...h)' },
      'demo-shop code in production (setupWorker(): dist/assets/browser.js',
    ],
    [
      'MSW’s browser module',
      { file: 'dist/index.html', text: '<link rel="modulepreload" href="/node_modules/msw/browser.js">' },
      'demo-shop code in production (msw/browser): dist/index.html',
    ],
    [
      'faker fixtures',
      { file: 'dist/assets/data.js', text: '/*! @faker-js/faker */' },
      'demo-shop code in production (@faker-js): dist/assets/data.js',
    ],
    [
      'the demo shop’s storage',
      { file: 'dist/assets/store.js', text: 'localStorage.getItem(`marketfront-demo-shop`)' },
      'demo-shop code in production (marketfront-demo-shop): dist/assets/store.js',
    ],
    [
      'a Stripe secret key',
      { file: 'dist/assets/pay.js', text: `k=\`${key('sk', '_live_', alnum(24))}\`` },
      'Stripe or Paystack key in the build (sk_live_…): dist/assets/pay.js',
    ],
    [
      'a Stripe test key',
      { file: 'dist/assets/pay.js', text: `k="${key('sk', '_test_', alnum(24))}"` },
      'Stripe or Paystack key in the build (sk_test_…): dist/assets/pay.js',
    ],
    [
      'a Stripe restricted key',
      { file: 'dist/assets/pay.js', text: `k="${key('rk', '_live_', alnum(24))}"` },
      'Stripe or Paystack key in the build (rk_live_…): dist/assets/pay.js',
    ],
    [
      'a Stripe publishable key',
      { file: 'dist/assets/pay.js', text: `k="${key('pk', '_live_', alnum(24))}"` },
      'Stripe or Paystack key in the build (pk_live_…): dist/assets/pay.js',
    ],
    [
      'a Paystack secret key',
      {
        file: 'dist/assets/pay.js',
        text: `k='${key('sk', '_live_', '0123456789abcdef'.repeat(3).slice(0, 40))}'`,
      },
      'Stripe or Paystack key in the build (sk_live_…): dist/assets/pay.js',
    ],
    [
      'a Google API key',
      { file: 'dist/assets/map.js', text: `key=${key('AI', 'za', 'Sy', alnum(33))}&` },
      'Google API key in the build (AIzaSya1…): dist/assets/map.js',
    ],
    [
      'an AWS access key',
      { file: 'dist/assets/upload.js', text: `{accessKeyId:"${key('AK', 'IA', 'IOSFODNN7EXAMPLE')}"}` },
      'AWS access key in the build (AKIAIOSF…): dist/assets/upload.js',
    ],
    [
      'a Razorpay live key',
      { file: 'dist/assets/pay.js', text: `{key:"${key('rzp', '_live_', alnum(14))}"}` },
      'Razorpay key in the build (rzp_live…): dist/assets/pay.js',
    ],
    [
      'a Razorpay test key',
      { file: 'dist/assets/pay.js', text: `{key:"${key('rzp', '_test_', alnum(14))}"}` },
      'Razorpay key in the build (rzp_test…): dist/assets/pay.js',
    ],
    [
      'a Flutterwave secret key',
      {
        file: 'dist/assets/pay.js',
        text: `"${key('FLW', 'SECK', '_TEST-', '0123456789abcdef'.repeat(2), '-X')}"`,
      },
      'Flutterwave key in the build (FLWSECK_…): dist/assets/pay.js',
    ],
    [
      'a private key',
      { file: 'dist/assets/sign.js', text: `\`${key('-----BEGIN RSA ', 'PRIVATE KEY-----')}\nMIIE\`` },
      'private key in the build (-----BEG…): dist/assets/sign.js',
    ],
    [
      'a client secret',
      { file: 'dist/assets/oauth.js', text: `{client_id:"shop",client_secret:"${alnum(32)}"}` },
      'named secret in the build (client_s…): dist/assets/oauth.js',
    ],
    [
      'Pusher’s secret beside its key',
      {
        file: 'dist/.vite/env.json',
        text: `{"PUSHER_APP_KEY":"2c4f5e9b1a0d3e7f8a6b","PUSHER_APP_SECRET": "${alnum(20)}"}`,
      },
      'named secret in the build (APP_SECR…): dist/.vite/env.json',
    ],
    [
      'a secret key in a page',
      { file: 'dist/offline.html', text: `<script>window.cfg={secretKey:'${alnum(24)}'}</script>` },
      'named secret in the build (secretKe…): dist/offline.html',
    ],
  ];

  it('passes a clean build, Pusher’s public key included', () => {
    expect(hygieneProblems(cleanBuild)).toEqual([]);
  });

  it.each(failingBuilds)('fails on %s', (_, file, problem) => {
    expect(hygieneProblems([...cleanBuild, file])).toEqual([problem]);
  });

  it('allows the Firebase web key the build was configured with, and only that key', () => {
    const configured = `AIza${alnum(35)}`;
    const other = `AIza${'B'.repeat(35)}`;
    const page = (key: string) => ({
      file: 'dist/assets/login.js',
      text: `initializeApp({apiKey:"${key}"})`,
    });
    expect(hygieneProblems([...cleanBuild, page(configured)], [configured])).toEqual([]);
    expect(hygieneProblems([...cleanBuild, page(other)], [configured])).toEqual([
      'Google API key in the build (AIzaBBBB…): dist/assets/login.js',
    ]);
  });

  it('has a failing build above for every kind of key it knows', () => {
    const uncovered = KEY_PATTERNS.map(([what]) => what).filter(
      (what) => !failingBuilds.some(([, , problem]) => problem.startsWith(`${what} in the build`)),
    );
    expect(uncovered).toEqual([]);
  });
});
