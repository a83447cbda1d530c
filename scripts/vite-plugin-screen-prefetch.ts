// The idle-time prefetch of the other screens (spec §7) as a list of files, so the page can fetch them without
// running them (ADR 035). Prefetching by `import()` made the page evaluate every screen's modules and write
// ~170 module-preload links into <head> while the shopper was still reading the first screen: tasks of 100–190 ms
// at 4× CPU, inside Lighthouse's Total Blocking Time window. The list is emitted beside the build as
// `screen-files.json` (a fixed name, next to the service worker, so a real backend's page finds it the same way).
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export const SCREEN_FILES_NAME = 'screen-files.json';

/** The screens' route modules, whose chunks (and what they import) the list covers. */
const isScreenModule = (id: string | null) => id !== null && /\/src\/app\/routes\/[^/]+\.tsx?$/.test(id);

/** The files of every lazily loaded screen that the first route does not already bring, in screen order. */
export function screenFiles(bundle: OutputBundle): string[] {
  const chunks = new Map<string, OutputChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const closure = (start: OutputChunk, into: Set<string>) => {
    const visit = (chunk: OutputChunk) => {
      if (into.has(chunk.fileName)) return;
      into.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
      for (const name of chunk.imports) {
        const next = chunks.get(name);
        if (next) visit(next);
      }
    };
    visit(start);
    return into;
  };
  const firstRoute = new Set<string>();
  for (const chunk of chunks.values()) if (chunk.isEntry) closure(chunk, firstRoute);
  const files = new Set<string>();
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || !isScreenModule(chunk.facadeModuleId)) continue;
    for (const file of closure(chunk, new Set())) if (!firstRoute.has(file)) files.add(file);
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
          fileName: SCREEN_FILES_NAME,
          source: JSON.stringify(screenFiles(bundle)),
        });
      },
    },
  };
}
