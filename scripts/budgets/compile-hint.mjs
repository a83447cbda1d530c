// Which built chunks start with V8's explicit compile hint. Shared by vite.config.ts (whose plugin writes it) and the
// budget check (which fails a build whose chunk lacks it), as chunk-groups.mjs is.
import {
  FIRST_ROUTE_CHUNK,
  HOME_CHUNK,
  HOME_SECTIONS_CHUNK,
  PAGE_FRAME_CHUNK,
  SECTION_PARTS_CHUNK,
  UI_BASE_CHUNK,
  VALIDATION_CHUNK,
} from './chunk-groups.mjs';

/**
 * V8's explicit compile hint (Chromium 136+): a script whose first line it is has every function compiled while it
 * streams in, off the main thread, instead of each on its first call. Only for a chunk whose code runs largely as
 * soon as it loads:
 * - the first route and the groups every first visit loads with it, the validation, the page frame, the Home screen
 *   and its sections (ADR 066): on a first visit about half of their functions run before the page settles (42–56 %
 *   by count), and compiling them one by one on their first call was a quarter of the main thread's work in the
 *   load's long tasks (the router's creation, the start data's first render, the first commits);
 * - the carousel's engine, which the hero creates at idle time (its first creation was one task of 48–125 ms at 4×
 *   CPU, half of it compiling; at most 30 ms in six loads of seven with the hint).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
export const EAGERLY_COMPILED_MODULES = /node_modules[\\/]embla-carousel[\\/]/;
export const EAGERLY_COMPILED_CHUNKS = [
  FIRST_ROUTE_CHUNK,
  VALIDATION_CHUNK,
  PAGE_FRAME_CHUNK,
  HOME_CHUNK,
  HOME_SECTIONS_CHUNK,
  // What the home sections shared with other screens until they had chunks of their own: compiled as before.
  SECTION_PARTS_CHUNK,
  UI_BASE_CHUNK,
];

/**
 * The hint a chunk starts with, or ''.
 * @param {{ name: string, moduleIds: readonly string[] }} chunk
 */
export const compileHint = (chunk) =>
  EAGERLY_COMPILED_CHUNKS.includes(chunk.name) ||
  chunk.moduleIds.some((id) => EAGERLY_COMPILED_MODULES.test(id))
    ? COMPILE_HINT
    : '';

/**
 * The build's plugin that writes the hint as the first line of each chunk `compileHint` names. At the end of
 * `generateBundle`, after minification and after Vite puts its preload helper's dependency table (`__vite__mapDeps`)
 * at the top of the entry's chunks: V8 reads the hint only as the file's very first line (a banner, Rolldown's
 * `postBanner`, ends up under that table). The source map, already an asset of the bundle by then (as Vite's own
 * rewrite finds it), moves down a line with the code.
 * @returns {import('vite').Plugin}
 */
export const compileHints = () => ({
  name: 'marketfront:compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !compileHint(file)) continue;
        file.code = `${COMPILE_HINT}\n${file.code}`;
        const mapAsset = bundle[`${file.fileName}.map`];
        if (mapAsset?.type === 'asset') {
          const map = JSON.parse(String(mapAsset.source));
          map.mappings = `;${map.mappings}`;
          mapAsset.source = JSON.stringify(map);
        }
      }
    },
  },
});
