// Idle-time chunks load without a module-preload link per dependency (docs/performance.md, "The build's own
// plugins").
//
// For every `import()` Vite's preload helper first appends a `<link rel="modulepreload">` for each JavaScript file
// the imported chunk reaches, so that a screen opened by a click does not wait for its imports one level at a time.
// For what the page loads in idle time on its own — the design system's deferred parts (`deferred(() =>
// import(…))`, ADR 015) and the layout's idle widgets (`idleWidget(() => import(…))`) — nobody is waiting, but
// writing those links is main-thread work: ≈ 1 ms per link unthrottled, 8–12 links per part, inside idle steps that
// were already 60–140 ms tasks at Lighthouse's 4× CPU, after the first paint, i.e. inside Total Blocking Time.
// Without the links the browser fetches the same files as it reads each module's imports. Their stylesheets keep the helper:
// a part must not render unstyled (Vite adds the CSS back after `resolveDependencies`).
//
// Every other import keeps its dependencies' links but loses the one for the imported file itself: the helper calls
// `import()` for it in the same task, a microtask after writing the links, so that link starts nothing sooner; it only
// costs its `appendChild` and a place in the first route's dependency table. The exception is a chunk that brings
// stylesheets (its own or its imports'): the helper waits for those to load before it calls `import()`, and the
// file's own link is what downloads it meanwhile.
import type { Plugin, Rolldown } from 'vite';

/** `deferred(() => import('x'))`, `deferred<P>(() => import('x'))`, `idleWidget(() => import('x').then(…))`. */
const IDLE_IMPORT =
  /\b(?:deferred|idleWidget)\s*(?:<[^>()]*>)?\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g;

/** The module specifiers a source file loads in idle time, in order of appearance. */
export function idleImportSpecifiers(code: string): string[] {
  return [...code.matchAll(IDLE_IMPORT)].map((match) => match[2]!);
}

/** The output files of the chunks whose entry module is one of `moduleIds`. */
export function chunkFilesOf(bundle: Rolldown.OutputBundle, moduleIds: ReadonlySet<string>): Set<string> {
  const files = new Set<string>();
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk' && file.facadeModuleId && moduleIds.has(file.facadeModuleId))
      files.add(file.fileName);
  }
  return files;
}

export interface IdleImports {
  /** Finds the idle-time imports while the build reads the sources, and their chunks once they are written. */
  plugin: Plugin;
  /**
   * For `build.modulePreload.resolveDependencies`: no JavaScript preloads for an idle-time chunk, none for an imported
   * chunk itself unless it waits for a stylesheet; an HTML page's list (`hostType: 'html'`) is left alone.
   */
  resolveDependencies: (fileName: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];
}

/** A chunk and what it imports statically, transitively (names of chunks the bundle lacks included). */
function staticClosure(chunks: ReadonlyMap<string, Rolldown.OutputChunk>, fileName: string): Set<string> {
  const seen = new Set([fileName]);
  const queue = [fileName];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const imported of chunks.get(next)?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return seen;
}

/**
 * The chunks Vite's preload helper imports only after a stylesheet has loaded: those whose static import closure
 * brings a stylesheet the HTML page does not already link (the page links its entry's, and the helper skips a
 * stylesheet the document has). An import naming no chunk of the bundle (a pure-CSS chunk Vite removed) counts as one.
 */
export function chunksWaitingForStylesheets(bundle: Rolldown.OutputBundle): Set<string> {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const linked = new Set<string>();
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry || !chunk.facadeModuleId?.endsWith('.html')) continue;
    for (const fileName of staticClosure(chunks, chunk.fileName))
      for (const css of chunks.get(fileName)?.viteMetadata?.importedCss ?? []) linked.add(css);
  }
  const waits = (fileName: string) =>
    [...staticClosure(chunks, fileName)].some((member) => {
      const chunk = chunks.get(member);
      return !chunk || [...(chunk.viteMetadata?.importedCss ?? [])].some((css) => !linked.has(css));
    });
  return new Set([...chunks.keys()].filter(waits));
}

export function idleImports(): IdleImports {
  const moduleIds = new Set<string>();
  let idleFiles = new Set<string>();
  let waitingForStylesheets = new Set<string>();
  return {
    plugin: {
      name: 'marketfront:idle-imports',
      enforce: 'pre',
      apply: 'build',
      async transform(code, id) {
        if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id)) return null;
        for (const specifier of idleImportSpecifiers(code)) {
          const resolved = await this.resolve(specifier, id);
          if (!resolved) this.error(`idle-imports: cannot resolve ${specifier} from ${id}`);
          moduleIds.add(resolved.id);
        }
        return null;
      },
      // Runs before Vite's own generateBundle, which writes the preload lists and asks `resolveDependencies`.
      generateBundle(_options, bundle) {
        idleFiles = chunkFilesOf(bundle, moduleIds);
        waitingForStylesheets = chunksWaitingForStylesheets(bundle);
      },
    },
    resolveDependencies: (fileName, deps, { hostType }) => {
      if (idleFiles.has(fileName)) return [];
      if (hostType !== 'js' || waitingForStylesheets.has(fileName)) return deps;
      return deps.filter((dep) => dep !== fileName);
    },
  };
}
