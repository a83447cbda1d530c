// The idle-time prefetch of the other screens (spec §7) as a list of files, so the page can fetch them without
// running them (ADR 035). Prefetching by `import()` made the page evaluate every screen's modules and write
// ~170 module-preload links into <head> while the shopper was still reading the first screen: tasks of 100–190 ms
// at 4× CPU, inside Lighthouse's Total Blocking Time window. The list is emitted beside the build as
// `screen-files.json` (a fixed name, next to the service worker, so a real backend's page finds it the same way).
import type { Plugin, Rolldown } from 'vite';
import { SCREEN_FILES } from '../src/app/shell/screen-files.ts';
import { staticClosure } from './budgets/logic.mjs';

/** The screens' route modules, whose chunks (and what they import) the list covers. */
const isScreenModule = (id: string | null) => id !== null && /\/src\/app\/routes\/[^/]+\.tsx?$/.test(id);

/** The files of every lazily loaded screen that the first route does not already bring, in screen order. */
export function screenFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  // The bundle as the manifest shape the budget check walks (scripts/budgets/logic.mjs), keyed by file name.
  const manifest = Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      { file: chunk.fileName, imports: chunk.imports, css: [...(chunk.viteMetadata?.importedCss ?? [])] },
    ]),
  );
  const withCss = (keys: Set<string>) => [...keys].flatMap((key) => [key, ...manifest[key]!.css]);
  const firstRoute = new Set(
    withCss(
      staticClosure(
        manifest,
        chunks.filter((c) => c.isEntry).map((c) => c.fileName),
      ),
    ),
  );
  const files = new Set<string>();
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !isScreenModule(chunk.facadeModuleId)) continue;
    for (const file of withCss(staticClosure(manifest, [chunk.fileName])))
      if (!firstRoute.has(file)) files.add(file);
  }
  return [...files];
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
      },
    },
  };
}
