import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Without the demo shop, the MSW worker script Vite copies from public/ must not ship (quality-bar P12).
function dropMockWorker(enabled: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'marketfront:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!enabled) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

// The app may be served below a sub-path (a Laravel install in a folder): VITE_BASE_PATH=/shop/ npm run build.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    base: env.VITE_BASE_PATH || '/',
    plugins: [
      react(),
      vanillaExtractPlugin({ identifiers: mode === 'production' ? 'short' : 'debug' }),
      dropMockWorker(env.VITE_DEMO_SHOP !== 'on'),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
  };
});
