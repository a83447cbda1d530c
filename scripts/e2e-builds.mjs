// The builds the end-to-end journeys serve (playwright.config.ts), in one place: the config runs each before its
// server, unless `E2E_PREBUILT=1` says they are built already. `npm test` builds them this way (`node
// scripts/e2e-builds.mjs`) beside the story tests, where a core is idle, so the journeys' stage starts with its servers
// instead of a minute of building (scripts/test-all.sh).
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Each project's build, as a shell command run from the project's root. */
export const E2E_BUILDS = {
  // The demo shop in the browser (MSW), served by vite preview.
  chromium: 'npx vite build --mode e2e --outDir dist-e2e --logLevel warn',
  // A plain production build behind the Node demo server playing the real backend.
  faithful: 'npx vite build --mode preview --outDir dist-faithful --logLevel warn',
  // `npm run build:server-render` into the project's own dirs: the client (with the hydrating entry), then the
  // renderer the server loads.
  'server-render':
    'VITE_SERVER_RENDER=on npx vite build --outDir dist-ssr-e2e --logLevel warn && ' +
    'VITE_SERVER_RENDER=on npx vite build --ssr src/app/server/render.tsx --outDir dist-ssr-e2e-renderer --emptyOutDir --logLevel warn',
};

/** The web server's command for a project: its build first, unless the builds were made beforehand. */
export const builtThen = (project, serve, env = process.env) =>
  env.E2E_PREBUILT === '1' ? serve : `${E2E_BUILDS[project]} && ${serve}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const [project, command] of Object.entries(E2E_BUILDS)) {
    console.log(`building for the ${project} journeys: ${command}`);
    execSync(command, { cwd: root, stdio: 'inherit' });
  }
}
