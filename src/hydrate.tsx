// The second entry: a page a server rendered (docs/performance.md, "Server-rendered first screen"; issue 36 lever 5)
// loads this instead of src/main.tsx (the server names it, from the build's manifest). Built only with
// VITE_SERVER_RENDER=on, loaded by no page that was not server-rendered, so the drop-in's first route does not carry it.
//
// The server's markup is the first screen, so nothing of the app runs before the browser has painted it: the app's
// modules are imported one frame after the first (they still download beside the page, from its module preloads).
// Evaluating them first held the paint back by every script task before it (and on a phone the markup would wait
// for 130 KB of script it does not need). A hidden page (opened in a background tab) paints no frames: it starts at once.
const firstFramePainted = () =>
  new Promise<void>((painted) => {
    if (document.visibilityState === 'hidden') painted();
    else requestAnimationFrame(() => setTimeout(painted, 0));
  });

void firstFramePainted()
  .then(() => import('./app/shell/hydration'))
  .then(({ startServerRenderedApp }) => startServerRenderedApp());
