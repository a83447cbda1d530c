// The idle-time prefetch of the other screens (spec §7) as a list of files, so the page can fetch them without
// running them (docs/performance.md, "Service worker precache"). Prefetching by `import()` made the page evaluate
// every screen's modules and write ~170 module-preload links into <head> while the shopper was still reading the
// first screen: tasks of 100–190 ms at 4× CPU, inside Lighthouse's Total Blocking Time window. The list is emitted
// beside the build as `screen-files.json` (a fixed name, next to the service worker, so a real backend's page finds
// it the same way).
//
// The same walk gives each route its own files (`route-files.json`, docs/performance.md, "Route preloads"): a
// server that renders the page can preload the screen a shopper lands on, so its chunks download with the first
// route instead of after it has run.
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_FILES, SCREEN_FILES } from '../src/lib/build-files.ts';
import {
  routeTable,
  screenFile,
  screenOf,
  type RouteName,
  type RouteRow,
} from '../src/lib/navigation/route-table.ts';
import { staticClosure } from './budgets/logic.mjs';
import { HOME_CHUNK, VALIDATION_CHUNK } from './budgets/chunk-groups.mjs';

/** The screens' route modules, whose chunks (and what they import) the list covers. */
const isScreenModule = (id: string | null) => id !== null && /\/src\/app\/routes\/[^/]+\.tsx?$/.test(id);

/**
 * The groups index.html preloads on every page beside the entry (vite.config.ts; docs/performance.md, "The first
 * route").
 */
const PRELOADED_BY_INDEX_HTML = new Set<string>([HOME_CHUNK, VALIDATION_CHUNK]);

/**
 * The build's chunks, the files each reaches statically (with CSS), and what every page already brings: the first
 * route and the groups index.html preloads.
 */
function walk(bundle: Rolldown.OutputBundle) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  // The bundle as the manifest shape the budget check walks (scripts/budgets/logic.mjs), keyed by file name.
  const manifest = Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      { file: chunk.fileName, imports: chunk.imports, css: [...(chunk.viteMetadata?.importedCss ?? [])] },
    ]),
  );
  // Once each: chunks share stylesheets (the design system's, docs/performance.md, "Styles").
  const withCss = (keys: Set<string>) => [
    ...new Set([...keys].flatMap((key) => [key, ...manifest[key]!.css])),
  ];
  const everyPage = new Set(
    withCss(
      staticClosure(
        manifest,
        chunks
          .filter((c) => c.isEntry || (PRELOADED_BY_INDEX_HTML.has(c.name) && !c.facadeModuleId))
          .map((c) => c.fileName),
      ),
    ),
  );
  /** What these chunks bring that every page does not have already: scripts and stylesheets. */
  const beyondEveryPage = (fileNames: string[]) =>
    withCss(staticClosure(manifest, fileNames)).filter((file) => !everyPage.has(file));
  return { chunks, beyondEveryPage };
}

/** The files of every lazily loaded screen that every page does not already load, in screen order. */
export function screenFiles(bundle: Rolldown.OutputBundle): string[] {
  const { chunks, beyondEveryPage } = walk(bundle);
  const files = new Set<string>();
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !isScreenModule(chunk.facadeModuleId)) continue;
    for (const file of beyondEveryPage([chunk.fileName])) files.add(file);
  }
  return [...files];
}

export interface RouteFiles {
  /** The route's pattern, as the router reads it (`/product/:slug`, `/payment/:code?`). */
  path: string;
  /**
   * Its data module's chunks, the response schemas of the answers its loader asks for (when a server preloads
   * them, `firstAnswers` in the route table), and its screen's chunks, with what they import, beyond what every page loads:
   * scripts and stylesheets.
   */
  files: string[];
}

/**
 * The chunk holding an operation's response schema (its own, or the group it joined, docs/performance.md,
 * "Response schemas").
 */
function schemaChunk(chunks: Rolldown.OutputChunk[], operation: string) {
  const module = `/src/api-generated/model/${operation}Response.zod.ts`;
  return chunks.find(
    (c) => c.facadeModuleId?.endsWith(module) || (c.moduleIds ?? []).some((id) => id.endsWith(module)),
  );
}

/**
 * Each route with the files its screen needs beyond what every page loads. A screen (or a first answer's schema)
 * the build lacks fails the build: the route table and the screens (or the contract) have parted.
 */
export function routeFiles(bundle: Rolldown.OutputBundle): RouteFiles[] {
  const { chunks, beyondEveryPage } = walk(bundle);
  const routeChunk = (module: string) =>
    chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(`/src/app/routes/${module}`));
  const out: RouteFiles[] = [];
  for (const [route, row] of Object.entries(routeTable) as [RouteName, RouteRow][]) {
    const screen = screenOf(route);
    const screenChunk = routeChunk(`${screenFile(screen)}.tsx`);
    const dataChunk = routeChunk(`${screenFile(screen)}.data.ts`);
    // The Home screen is grouped into the first route's chunks (docs/performance.md, "The first route") and
    // preloaded by index.html itself.
    if (!screenChunk && screen === 'home') continue;
    if (!screenChunk) throw new Error(`route-files: no chunk for the ${screen} screen (route ${route})`);
    const answers = row.firstAnswers ?? [];
    const schemas = answers.map((answer) => {
      const schema = schemaChunk(chunks, answer);
      if (!schema) {
        throw new Error(`route-files: no chunk holds the ${answer} response schema (route ${route})`);
      }
      return schema.fileName;
    });
    // The data module first: its loader starts the screen's requests (ADR 012). Then the schemas its first answers
    // are read with: without them here, a preloaded answer waits for its schema's chunk, one round trip late (the
    // cart's is in the validation group, which every page has already).
    const files = beyondEveryPage([
      ...(dataChunk ? [dataChunk.fileName] : []),
      ...schemas,
      screenChunk.fileName,
    ]);
    out.push({ path: row.path, files });
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
