// Whether this build ships the installable app's worker, apart from the registration (app-worker.ts): the layout
// asks it on the first route, the registration itself is idle-time code.

/** This build ships the app's worker (`sw.js`: src/app/pwa/sw.ts, built by scripts/vite-plugin-offline-app.ts). */
export const BUILD_HAS_APP_WORKER = import.meta.env.PROD && import.meta.env.VITE_DEMO_SHOP !== 'on';
