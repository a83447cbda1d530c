// Which built chunk starts with V8's explicit compile hint. Shared by vite.config.ts (which writes it, Rolldown's
// `output.postBanner`) and the budget check (which fails a build whose chunk lacks it), as chunk-groups.mjs is.

/**
 * V8's explicit compile hint (Chromium 136+): a script whose first line it is has every function compiled while it
 * streams in, off the main thread, instead of each on its first call. Only for a chunk whose code runs nearly whole
 * as soon as it is used: the carousel's engine, which the hero creates at idle time (its first creation was one task
 * of 48–125 ms at 4× CPU, half of it compiling; at most 30 ms in six loads of seven with the hint). Not the first
 * route: there it bought nothing measurable (docs/performance.md, "Tried and not kept").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
export const EAGERLY_COMPILED_MODULES = /node_modules[\\/]embla-carousel[\\/]/;

/**
 * Rolldown's `output.postBanner` (added after minification, so the hint stays the file's first line).
 * @param {{ moduleIds: readonly string[] }} chunk
 */
export const compileHint = (chunk) =>
  chunk.moduleIds.some((id) => EAGERLY_COMPILED_MODULES.test(id)) ? COMPILE_HINT : '';
