// The idle-time prefetch of the other screens (spec §7) as a list of files, so the page can fetch them without
// running them (ADR 035). Prefetching by `import()` made the page evaluate every screen's modules and write
// ~170 module-preload links into <head> while the shopper was still reading the first screen: tasks of 100–190 ms
// at 4× CPU, inside Lighthouse's Total Blocking Time window. The list is emitted beside the build as
// `screen-files.json` (a fixed name, next to the service worker, so a real backend's page finds it the same way).
//
// The same walk gives each route its own files (`route-files.json`, ADR 038): a server that renders the page can
// preload the screen a shopper lands on, so its chunks download with the first route instead of after it has run.
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_FILES, SCREEN_FILES } from '../src/lib/build-files.ts';
import { routeScreens } from '../src/app/route-screens.ts';
import { paths } from '../src/lib/navigation/paths.ts';
import { staticClosure } from './budgets/logic.mjs';

/** The screens' route modules, whose chunks (and what they import) the list covers. */
const isScreenModule = (id: string | null) => id !== null && /\/src\/app\/routes\/[^/]+\.tsx?$/.test(id);

/** The build's chunks, the files each reaches statically (with CSS), and what the first route already brings. */
function walk(bundle: Rolldown.OutputBundle) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  // The bundle as the manifest shape the budget check walks (scripts/budgets/logic.mjs), keyed by file name.
  const manifest = Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      { file: chunk.fileName, imports: chunk.imports, css: [...(chunk.viteMetadata?.importedCss ?? [])] },
    ]),
  );
  // Once each: chunks share stylesheets (the design system's, ADR 045).
  const withCss = (keys: Set<string>) => [
    ...new Set([...keys].flatMap((key) => [key, ...manifest[key]!.css])),
  ];
  const firstRoute = new Set(
    withCss(
      staticClosure(
        manifest,
        chunks.filter((c) => c.isEntry).map((c) => c.fileName),
      ),
    ),
  );
  /** What these chunks bring that the first route does not: scripts and stylesheets. */
  const beyondFirstRoute = (fileNames: string[]) =>
    withCss(staticClosure(manifest, fileNames)).filter((file) => !firstRoute.has(file));
  return { chunks, beyondFirstRoute };
}

/** The files of every lazily loaded screen that the first route does not already bring, in screen order. */
export function screenFiles(bundle: Rolldown.OutputBundle): string[] {
  const { chunks, beyondFirstRoute } = walk(bundle);
  const files = new Set<string>();
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !isScreenModule(chunk.facadeModuleId)) continue;
    for (const file of beyondFirstRoute([chunk.fileName])) files.add(file);
  }
  return [...files];
}

export interface RouteFiles {
  /** The route's pattern, as the router reads it (`/product/:slug`, `/payment/:code?`). */
  path: string;
  /** Its screen's and data module's chunks and what they import, beyond the first route; scripts and stylesheets. */
  files: string[];
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Each route with the files its screen needs beyond the first route. A screen whose module the build lacks fails
 * the build: the route table and the screens have parted.
 */
export function routeFiles(bundle: Rolldown.OutputBundle): RouteFiles[] {
  const { chunks, beyondFirstRoute } = walk(bundle);
  const routeChunk = (module: string) =>
    chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(`/src/app/routes/${module}`));
  const out: RouteFiles[] = [];
  for (const [route, screen] of Object.entries(routeScreens)) {
    const screenChunk = routeChunk(`${kebab(screen)}.tsx`);
    const dataChunk = routeChunk(`${kebab(screen)}.data.ts`);
    // The Home screen is grouped into the first route's chunks (ADR 034) and preloaded by index.html itself.
    if (!screenChunk && screen === 'home') continue;
    if (!screenChunk) throw new Error(`route-files: no chunk for the ${screen} screen (route ${route})`);
    // The data module first: its loader starts the screen's requests (ADR 012).
    const files = beyondFirstRoute([...(dataChunk ? [dataChunk.fileName] : []), screenChunk.fileName]);
    out.push({ path: paths[route as keyof typeof paths].path, files });
  }
  return out;
}

export function screenPrefetchList(): Plugin {
  return {
    name: 'marketfront:screen-prefetch-list',
    apply: 'build',
    generateBundle: {
      // After Vite's own hooks, which delete the JS chunks that only carried CSS.
      order: 'post',
      handler(_options, bundle) {
        this.emitFile({
          type: 'asset',
          fileName: SCREEN_FILES,
          source: JSON.stringify(screenFiles(bundle)),
        });
        this.emitFile({ type: 'asset', fileName: ROUTE_FILES, source: JSON.stringify(routeFiles(bundle)) });
      },
    },
  };
}
