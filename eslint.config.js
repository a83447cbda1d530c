// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import jestDom from 'eslint-plugin-jest-dom';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import i18nRules from './scripts/eslint-rules/no-untranslated-text.mjs';
import apiTagRules from './scripts/eslint-rules/api-tag-owners.mjs';

// Layer rules (docs/ARCHITECTURE.md): imports flow downward only.
//   app → features → domain → ui → (api-generated, lib, design-system); mocks is the demo shop and only the app
//   entry, Storybook and tests may load it. Nothing imports src/app; features never import each other.

// The demo shop's own layers (mocks/README.md, "Layers"), lowest first: domain (rules and words) ← data (the seeded
// catalogue, built with domain's types, clock and money) ← state (the store and its actions) ← the adapters over the
// store (http answer shapes, realtime, sign-in and payment-gateway stand-ins) ← handlers ← the entry files (the
// handler list, scenarios, node, browser) ← server. A layer never imports one above it; tests may reach any layer.
const MOCKS_ENTRY_FILES = [
  './mocks/handlers.ts',
  './mocks/scenarios.ts',
  './mocks/node.ts',
  './mocks/browser.ts',
];
const MOCKS_ADAPTERS = ['./mocks/http', './mocks/realtime', './mocks/sign-in', './mocks/payment-gateways'];
const MOCKS_ZONES = [
  {
    target: './mocks/domain',
    from: [
      './mocks/data',
      './mocks/state',
      ...MOCKS_ADAPTERS,
      './mocks/handlers',
      ...MOCKS_ENTRY_FILES,
      './mocks/server',
      './src',
    ],
    message:
      'mocks/domain holds the demo shop’s rules and words: pure, it imports no other part of mocks/ nor the app.',
  },
  {
    target: './mocks/data',
    from: ['./mocks/state', ...MOCKS_ADAPTERS, './mocks/handlers', ...MOCKS_ENTRY_FILES, './mocks/server'],
    message:
      'mocks/data is the seeded catalogue: built with mocks/domain only, it knows no store, handler or server.',
  },
  {
    target: './mocks/state',
    from: [...MOCKS_ADAPTERS, './mocks/handlers', ...MOCKS_ENTRY_FILES, './mocks/server'],
    message: 'mocks/state (the store) sits below the handlers: it may import data and domain only.',
  },
  {
    target: MOCKS_ADAPTERS,
    from: ['./mocks/handlers', ...MOCKS_ENTRY_FILES, './mocks/server'],
    message:
      'Answer shapes, realtime and the stand-ins work over the store; the handlers and the server use them.',
  },
  {
    target: './mocks/handlers',
    from: [...MOCKS_ENTRY_FILES, './mocks/server'],
    message:
      'Handlers answer requests over the store; the handler list, scenarios, node, browser and server use them.',
  },
  {
    target: MOCKS_ENTRY_FILES,
    from: './mocks/server',
    message: 'The demo server is the top of the demo shop: nothing else in mocks/ imports it.',
  },
  // The app's domain words render and hold caches; the demo shop reads only the pure modules it must agree with: the
  // gateway table, the demo vendor's paths and a listing's request from its URL (no React, no script loader, no store).
  {
    target: './mocks',
    from: './src/domain',
    except: [
      './payments/gateways/gateways.ts',
      './payments/gateways/demo-vendor-paths.ts',
      './catalogue/listing-query.ts',
    ],
    message:
      'The demo shop reads from src/domain only the gateway table, the demo vendor paths and the listing request (pure modules).',
  },
];
// The app's only way into the demo shop: the entry starts it in demo mode (VITE_DEMO_SHOP=on) with these modules.
// Tests (src/**/*.test.*), Storybook (.storybook/), tests/ and scripts/ load it freely; no other src/ file may.
const DEMO_SHOP_FROM_ENTRY = ['./browser.ts', './data/users.ts', './sign-in/social-provider.ts'];
const foldersOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const featureFolders = foldersOf('src/features');
// src/domain/<word>/: behaviour several features share (issue 37). Each word is reached only through its public
// face (`index.ts`), from a feature, the app or another word; a word's own files import each other freely. A part a
// screen loads lazily on its own (a chunk the face must not pull in) is a second face, named `*.lazy.tsx`.
const domainFolders = foldersOf('src/domain');
const DOMAIN_FACES = domainFolders.flatMap((name) => [
  `./${name}/index.ts`,
  ...readdirSync(`src/domain/${name}`)
    .filter((file) => /\.lazy\.tsx?$/.test(file))
    .map((file) => `./${name}/${file}`),
]);
const DOMAIN_FACE_MESSAGE =
  "Import a domain word through its public face ('@/domain/<word>'), not its files.";
const domainFaceZones = (target) => ({
  target,
  from: './src/domain',
  except: DOMAIN_FACES,
  message: DOMAIN_FACE_MESSAGE,
});
const crossDomainZones = domainFolders.map((name) => ({
  target: `./src/domain/${name}`,
  from: './src/domain',
  except: [`./${name}`, ...DOMAIN_FACES.filter((face) => face !== `./${name}/index.ts`)],
  message: DOMAIN_FACE_MESSAGE,
}));
const CLASSIC_ZOD = {
  name: 'zod',
  allowTypeImports: true,
  message: "The app uses 'zod/mini' (the generated models are written for it; ADR 036).",
};

// One owner per API tag (conventions rule 22, issue 37): the one folder that may import each orval tag's endpoints
// (`@/api-generated/endpoints/<tag>/…`); another folder reads them through that folder's face. Exactly one owner
// per tag (tests/lint/layer-rules.test.ts); tests, stories and the demo shop are exempt.
const API_TAG_OWNERS = {
  account: ['src/features/account'],
  addresses: ['src/domain/addresses'],
  auth: ['src/domain/session'],
  blog: ['src/features/blog'],
  campaigns: ['src/features/campaigns'],
  cart: ['src/domain/cart'],
  catalogue: ['src/domain/catalogue'],
  checkout: ['src/features/checkout'],
  compare: ['src/domain/products'],
  coupons: ['src/domain/cart'],
  home: ['src/features/home'],
  notifications: ['src/domain/notifications'],
  orders: ['src/domain/orders'],
  pages: ['src/features/pages'],
  payment: ['src/domain/payments'],
  product: ['src/domain/products'],
  reviews: ['src/features/product-details'],
  rewards: ['src/features/account'],
  search: ['src/features/search'],
  settings: ['src/domain/settings'],
  shops: ['src/domain/shops'],
  start: ['src/lib/start-data'],
  'video-shopping': ['src/features/video-shopping'],
  wallet: ['src/features/account'],
  wishlist: ['src/domain/products'],
};

// No code from strings and no HTML written past the sanitiser (quality bar R2), everywhere. Core rules do part of
// it: no-eval, no-implied-eval (a string given to setTimeout/setInterval), no-new-func (`new Function`, `Function()`).
const FORBIDDEN_SYNTAX = [
  {
    selector:
      "AssignmentExpression:matches([left.property.name='innerHTML'], [left.property.value='innerHTML'])",
    message: 'innerHTML is forbidden; render text or use SafeHtml.',
  },
  {
    selector:
      "AssignmentExpression:matches([left.property.name='outerHTML'], [left.property.value='outerHTML'])",
    message: 'outerHTML is forbidden; render text or use SafeHtml.',
  },
];
const FORBIDDEN_PROPERTIES = [
  {
    property: 'insertAdjacentHTML',
    message: 'insertAdjacentHTML is forbidden; render text or use SafeHtml.',
  },
  { object: 'document', property: 'write', message: 'document.write is forbidden; render with React.' },
  { object: 'document', property: 'writeln', message: 'document.writeln is forbidden; render with React.' },
];
// Everywhere but the sanitiser itself (SafeHtml), the one component that renders HTML.
const RAW_HTML_IN_JSX = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render server HTML through the design system SafeHtml component only.',
};
// A request kept pending on purpose goes through `neverAnswer`, which the story-test setup counts: with
// `delay('infinite')` itself, a story's capture would wait for a request that never answers.
const DELAY_INFINITE = {
  selector: "CallExpression[callee.name='delay'][arguments.0.value='infinite']",
  message:
    "Keep a request pending with neverAnswer() (tests/helpers/never-answer.ts), not delay('infinite').",
};

// Shared UI has one home (conventions rule 21): a failed query's message and its "Try again" come from src/ui
// (QueryState, QueryError, PagedList, errorMessage); a feature that words or retries a failure by hand is a copy.
const SHARED_UI_ONLY = [
  {
    selector: "ConditionalExpression[test.type='CallExpression'][test.callee.name='isHttpClientError']",
    message: "Word a failure with errorMessage() or show it with QueryState/QueryError from '@/ui'.",
  },
  {
    selector: "JSXExpressionContainer MemberExpression[property.name='userMessage']",
    message: "Show a failed query with QueryState/QueryError from '@/ui': it words the error.",
  },
  {
    selector: "JSXOpeningElement[name.name='ErrorState'] > JSXAttribute[name.name='onRetry']",
    message: "A failed query's \"Try again\" is QueryState, QueryError or PagedList from '@/ui'.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-e2e/**',
      'dist-faithful/**',
      'dist-server/**',
      'dist-ssr-e2e/**',
      'dist-ssr-e2e-renderer/**',
      'storybook-static/**',
      'coverage/**',
      'src/api-generated/**',
      'public/mockServiceWorker.js',
      'openapi/.bundled/**',
      'src/.api-generated-drift/**',
      '.vitest/**',
      '.gen-check*/**',
      'playwright-report/**',
      'test-results/**',
      // Deliberate violations, linted on purpose by tests/lint/layer-rules.test.ts.
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without these, import-x parses only .js files and every import-x rule silently skips TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-properties': ['error', ...FORBIDDEN_PROPERTIES],
      'no-restricted-syntax': ['error', ...FORBIDDEN_SYNTAX, RAW_HTML_IN_JSX],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/design-system',
              from: [
                './src/lib',
                './src/api-generated',
                './src/ui',
                './src/domain',
                './src/features',
                './src/app',
                './mocks',
              ],
              message: 'The design system knows nothing of the API, the app or its features.',
            },
            {
              target: [
                './src/lib',
                './src/ui',
                './src/domain',
                './src/features',
                './src/design-system',
                './src/api-generated',
              ],
              from: './src/app',
              message: 'Nothing imports src/app: it composes everything else.',
            },
            {
              target: './src/lib',
              from: ['./src/features', './src/domain', './src/ui', './src/design-system'],
              message: 'lib sits below features.',
            },
            {
              target: './src/ui',
              from: ['./src/features', './src/domain', './src/api-generated'],
              message:
                'src/ui is shared by every feature: it knows lib and the design system, never a domain word or a feature.',
            },
            {
              target: './src/domain',
              from: ['./src/features', './mocks'],
              message:
                'src/domain sits below features: it knows ui, lib, the design system and the API, never a feature.',
            },
            domainFaceZones('./src/app'),
            ...crossDomainZones,
            {
              target: './src/api-generated',
              from: ['./src/features', './src/domain', './src/ui', './src/design-system'],
            },
            {
              target: './src',
              from: './mocks',
              except: [],
              message:
                'Application code never imports the demo shop; only the entry (src/main.tsx) starts it.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tanstack/react-query', 'zod', 'zod/*'],
              message: 'Allowed outside the design system only.',
              // overridden below for everything that is not design-system
            },
          ],
        },
      ],
    },
  },
  // Everything outside the design system may use react-query and zod.
  {
    files: [
      'src/app/**',
      'src/features/**',
      'src/domain/**',
      'src/ui/**',
      'src/lib/**',
      'mocks/**',
      'tests/**',
      'scripts/**',
      'bench/**',
      '.storybook/**',
      '*.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Features never import each other (one zone per feature folder present) and never import Radix.
  {
    files: ['src/features/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureFolders.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'Features never import each other: compose them in src/app/routes.',
            })),
            { target: './src/features', from: ['./src/app', './mocks'] },
            domainFaceZones('./src/features'),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [CLASSIC_ZOD],
          patterns: [
            { group: ['radix-ui', '@radix-ui/*'], message: 'Features use the design system, not Radix.' },
          ],
        },
      ],
    },
  },
  // A domain word may render its small pieces of UI: through the design system, never Radix.
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CLASSIC_ZOD],
          patterns: [
            { group: ['radix-ui', '@radix-ui/*'], message: 'Domain words use the design system, not Radix.' },
          ],
        },
      ],
    },
  },
  // The app ships one zod build, the functional one (ADR 036); tests, stories and the demo shop may use either.
  {
    files: ['src/app/**', 'src/ui/**', 'src/lib/**'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [CLASSIC_ZOD] }] },
  },
  // The design system has no barrel: each component is imported from its folder (`@/design-system/components/Button`),
  // the theme from its module, so a chunk reaches only the components it renders and carries only their CSS (a
  // component's vanilla-extract styles are a side-effect import no tree-shaking removes). A component's folder index
  // is its public face; its files and `internal/` are not.
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ignores: ['src/design-system/**', 'src/lib/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-internal-modules': [
        'error',
        {
          forbid: [
            // Shared shopping behaviour has one public face per folder, named as shoppers name it (issue 27).
            '@/lib/{session,modules,one-intent}/*',
            '@/design-system',
            '@/design-system/index',
            '@/design-system/components/*/*',
            '@/design-system/components/*/*/**',
            '@/design-system/internal/**',
          ],
        },
      ],
    },
  },
  // Stylesheets take the theme from '@/design-system/styles', never the main barrel: vanilla-extract would make their
  // CSS import every component's stylesheet (ADR 045).
  {
    files: ['src/**/*.css.ts'],
    ignores: ['src/design-system/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            CLASSIC_ZOD,
            {
              name: '@/design-system',
              message: "Stylesheets import the theme from '@/design-system/styles' (ADR 045).",
            },
          ],
          patterns: [
            { group: ['radix-ui', '@radix-ui/*'], message: 'Features use the design system, not Radix.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', '.storybook/**', 'tests/**', 'mocks/**', 'scripts/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/main.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/main.tsx',
              from: './mocks',
              except: DEMO_SHOP_FROM_ENTRY,
              message: `The entry starts the demo shop through ${DEMO_SHOP_FROM_ENTRY.join(', ')} (mocks/) only.`,
            },
          ],
        },
      ],
    },
  },
  // The demo shop's layers (MOCKS_ZONES above). Its tests may reach any layer, as the app's tests do.
  {
    files: ['mocks/**'],
    ignores: ['mocks/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: MOCKS_ZONES }] },
  },
  // Playwright fixtures call `use`, which is not React's hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // Unit and component tests assert in jest-dom's words (issue 37 §3): `toHaveAttribute`, `not.toBeInTheDocument`,
  // `toBeDisabled`, `toHaveValue`… say what is meant and print the element when they fail. Playwright specs have
  // their own matchers on locators.
  {
    ...jestDom.configs['flat/recommended'],
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
  },
  {
    files: ['src/**', 'tests/**', 'mocks/**', '.storybook/**'],
    ignores: ['tests/helpers/never-answer.ts'],
    rules: { 'no-restricted-syntax': ['error', ...FORBIDDEN_SYNTAX, RAW_HTML_IN_JSX, DELAY_INFINITE] },
  },
  {
    files: ['src/features/**', 'src/domain/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...FORBIDDEN_SYNTAX,
        RAW_HTML_IN_JSX,
        DELAY_INFINITE,
        ...SHARED_UI_ONLY,
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api-generated/**', 'src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    plugins: { api: apiTagRules },
    rules: { 'api/api-tag-owners': ['error', { owners: API_TAG_OWNERS }] },
  },
  // Every visible word of a screen goes through the translator (issue 34 §3): JSX text, and literals given to
  // aria-label, title, placeholder, alt or label (scripts/eslint-rules/no-untranslated-text.mjs).
  {
    files: ['src/features/**', 'src/domain/**', 'src/app/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    plugins: { i18n: i18nRules },
    rules: { 'i18n/no-untranslated-text': 'error' },
  },
  // The sanitiser is exempt from the one rule it exists to satisfy: it alone hands HTML to React.
  {
    files: ['src/design-system/components/SafeHtml/**'],
    rules: { 'no-restricted-syntax': ['error', ...FORBIDDEN_SYNTAX, DELAY_INFINITE] },
  },
);
