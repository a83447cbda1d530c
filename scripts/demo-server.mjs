// Bundles the demo shop's Node server (mocks/server/main.ts and the handlers it shares with the browser) with
// Vite's SSR build — the mocks are TypeScript with path aliases that plain Node cannot load — then runs it.
// Dependencies (msw, faker…) stay external and load from node_modules. `--build-only` stops after bundling.
import { pathToFileURL, fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../node_modules/.cache/demo-server', import.meta.url));

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('../mocks', import.meta.url)),
    },
  },
  build: {
    ssr: 'mocks/server/main.ts',
    outDir,
    emptyOutDir: true,
    target: 'node22',
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'main.mjs' } },
  },
});

if (!process.argv.includes('--build-only')) await import(pathToFileURL(`${outDir}/main.mjs`).href);
