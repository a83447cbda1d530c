// How the build groups the first route's modules into chunks (docs/performance.md, "The first route"). Shared by
// vite.config.ts (which makes the chunks) and the budget check (which must recognise them: a grouped route module
// has no manifest key of its own).
//
// Without groups, Rolldown splits the modules the Home route shares with other screens into dozens of small
// chunks; each is gzipped on its own, without the others' dictionary, which cost 19 KB of the first route (246 KB
// as 64 files vs 227 KB as one). Two groups instead:
// - `home`: the Home screen's own modules (src/features/home, the Home route), not their dependencies, so a shopper
//   who lands on another page does not download the home page;
// - `first-route`: everything else the Home route reaches statically (the shell, design system, hooks, models),
//   which every landing page needs anyway.

/** Chunk names, as they appear in the manifest's `name`. */
export const HOME_CHUNK = 'home';
export const FIRST_ROUTE_CHUNK = 'first-route';
export const VALIDATION_CHUNK = 'validation';
export const PAGE_FRAME_CHUNK = 'page-frame';
export const HOME_SECTIONS_CHUNK = 'home-sections';
export const SECTION_PARTS_CHUNK = 'section-parts';
export const UI_BASE_CHUNK = 'ui-base';
export const DESIGN_SYSTEM_STYLES_CHUNK = 'design-system-styles';
export const PRELOAD_HELPER_CHUNK = 'preload-helper';
export const REACT_DOM_CLIENT_CHUNK = 'react-dom-client';

/**
 * What validates the answers every first visit waits for (docs/performance.md, "Response schemas"): zod, the
 * tolerant reader and its first parse in slices, and the schemas of the start props, the language keywords, the
 * home sections and the cart. They are loaded on demand (not part of the first route's JavaScript) but together, in
 * one chunk index.html preloads, rather than as a dozen small files requested only after the shell has run. Every
 * other response schema is its own small chunk, loaded with its request.
 */
const VALIDATION_MODULES =
  /(?:node_modules[\\/]zod[\\/]|src[\\/]lib[\\/](?:http[\\/](?:tolerant-parse|build-in-slices)|zod-csp)\.ts$|src[\\/]api-generated[\\/]model[\\/](?:getStartDataResponse|getLanguageKeywordsResponse|getCartResponse)\.zod\.ts$)/;

const REACT_DOM_CLIENT_MODULES =
  /node_modules[\\/](?:react-dom[\\/](?:client\.js$|cjs[\\/]react-dom-client\.)|scheduler[\\/])|src[\\/]app[\\/]shell[\\/]dom-client-stage\.ts$/;

const HOME_ROUTE_MODULE = /src[\\/]app[\\/]routes[\\/]home(\.data)?\.tsx?$/;
const ENTRY_MODULE = /src[\\/]main\.tsx$/;
const PAGE_FRAME_MODULES = /src[\\/]app[\\/]layout[\\/](?:Header|Footer)\.tsx$/;
/** A vanilla-extract stylesheet's CSS (the `.css` module its `.css.ts` compiles to). */
const STYLESHEET = /\.css\.ts\.vanilla\.css$/;
const DESIGN_SYSTEM = /src[\\/]design-system[\\/]/;
const HOME_SECTIONS_MODULES = /src[\\/]features[\\/]home[\\/](?:sections[\\/]|home-sections\.ts$)/;
/**
 * What the home sections draw that other screens draw too: the cards and tiles, the product rows, the banner row (the
 * shop page's too), the boundaries and list footers a section stands in. A shared module this pattern misses ends up
 * in the home sections' chunk, and the screen using it loads that whole chunk: the budget check then fails, naming
 * the screen's routes (check-budgets.mjs).
 */
const SECTION_PARTS_MODULES =
  /src[\\/](?:design-system[\\/]components[\\/](?:ProductCard|ShopCard|VideoCard|BlogCard|BrandTile|CategoryTile|Rating|LoadMore|SectionErrorBoundary)[\\/]|domain[\\/]products[\\/](?:ViewedProductRow[\\/]|ProductRow\.tsx$|ProductCardMarks\.tsx$|product-card-view\.ts$|recently-viewed\.ts$)|ui[\\/](?:PagedList|SectionBoundary)[\\/]|features[\\/]home[\\/]sections[\\/]BannerRow\.tsx$)/;
/**
 * Radix's common base (its context, primitive and two hooks), the avatar, the query error state and the offscreen
 * style: what the cards share with nearly every later screen's dialogs, menus and forms. In the cards' chunk, a cart
 * or checkout page would load every card for them.
 */
const UI_BASE_MODULES =
  /node_modules[\\/]@radix-ui[\\/]react-(?:context|primitive|use-callback-ref|use-layout-effect|avatar)[\\/]|src[\\/](?:design-system[\\/](?:components[\\/]Avatar[\\/]|theme[\\/]offscreen\.css\.ts$)|ui[\\/]QueryState[\\/])/;

/** The modules the groups above start from: what imports them statically joins their chunk. */
const startsEarlierGroup = (id) =>
  ENTRY_MODULE.test(id) ||
  HOME_ROUTE_MODULE.test(id) ||
  PAGE_FRAME_MODULES.test(id) ||
  HOME_SECTIONS_MODULES.test(id);

/**
 * Whether a module is imported, directly or through other static imports, by the entry, the Home route, the page
 * frame or the home sections: then it belongs to their chunk, which the page loads anyway, not to a later one.
 * @param {string} id
 * @param {{ getModuleInfo(id: string): { importers: readonly string[] } | null }} ctx
 */
export function reachedFromEarlierGroup(id, ctx) {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    for (const importer of ctx.getModuleInfo(/** @type {string} */ (queue.shift()))?.importers ?? []) {
      if (startsEarlierGroup(importer)) return true;
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/**
 * The first route's chunking: the Rolldown groups and the plugin they depend on, made together so they share one
 * build's state and nothing else's. `firstRouteStyles` is the stylesheets the first route's stylesheet carries (those
 * the entry, the Home route, the page frame or the home sections reach); the module graph is known only once the
 * build has loaded every module, so the plugin fills it in `buildEnd`, before Rolldown makes the chunks and the
 * groups' tests read it. Without the plugin the first route's stylesheet would carry only what the entry reaches: the
 * header and home sections would restyle the page when their CSS arrives, and the budget check's stylesheet count
 * would grow.
 */
/**
 * @param {{ serverRender?: boolean }} [options] `serverRender` (a VITE_SERVER_RENDER=on build): Vite's dynamic-import
 *   helper in a chunk of its own, so src/hydrate.tsx, which only waits for the first frame and then imports the app,
 *   does not evaluate the first route's code to reach it (docs/performance.md, "Server-rendered first screen"). Not in
 *   the drop-in's build, where it would be one more request on the first route. Nor is the page entry grouped
 *   into the first-route chunk there (see that group).
 */
export function firstRouteChunking({ serverRender = false } = {}) {
  /** @type {Set<string>} */
  const firstRouteStyles = new Set();

  const plugin = {
    name: 'marketfront:first-route-styles',
    apply: /** @type {const} */ ('build'),
    /** @this {{ getModuleIds(): Iterable<string>, getModuleInfo(id: string): { importers: readonly string[] } | null }} */
    buildEnd() {
      firstRouteStyles.clear();
      for (const id of this.getModuleIds())
        if (STYLESHEET.test(id) && reachedFromEarlierGroup(id, this)) firstRouteStyles.add(id);
    },
  };

  /** Rolldown `output.codeSplitting.groups`. */
  const groups = [
    ...(serverRender
      ? [
          // What the hydrating entry shares with the first route before the first paint: Vite's preload helper and
          // `yieldToMain` (which the first route's parts, loaders and validation use too, ADR 061). Left to the
          // first-route group, they made the entry import the whole first route before the first paint.
          {
            name: PRELOAD_HELPER_CHUNK,
            test: /vite[\\/]preload-helper|src[\\/]lib[\\/]yield-to-main\.ts$/,
            priority: 5,
          },
          // React DOM's client (and its scheduler) apart from the app's own code, so the hydrating entry evaluates
          // them in a task of their own (src/hydrate.tsx, "the app in stages").
          {
            name: REACT_DOM_CLIENT_CHUNK,
            test: REACT_DOM_CLIENT_MODULES,
            // React itself stays in the first-route chunk, which is evaluated before it.
            includeDependenciesRecursively: false,
            priority: 5,
          },
        ]
      : []),
    {
      name: HOME_CHUNK,
      // Not the data module and its query options: they join the shell chunk, so the home sections request starts as
      // soon as the shell runs, while the home chunk is still downloading (no waterfall; ADR 012).
      // Not the sections' shapes either: they are validation, loaded on demand (VALIDATION_MODULES). Nor the configured
      // sections below the hero (`sections/`, `home-sections.ts`): the home page's second wave, their own chunk
      // (docs/performance.md, "The second wave").
      test: /src[\\/](?:features[\\/]home[\\/](?!api[\\/]|section-shapes|sections[\\/]|home-sections)|app[\\/]routes[\\/]home\.tsx$)/,
      includeDependenciesRecursively: false,
      priority: 4,
    },
    // The entry module too: what the shell reaches but the Home route does not (the toast provider, the header's
    // frame) would otherwise become small chunks of their own, each with a render-blocking stylesheet.
    // And the second wave's stylesheets (docs/performance.md, "Styles"): the page frame's and the home sections'
    // styles come in the first route's one stylesheet, not as files that each restyle the whole page when they
    // arrive.
    {
      name: FIRST_ROUTE_CHUNK,
      // Not in a server-rendering build: there the hydrating entry (src/hydrate.tsx) loads this chunk too, and the
      // page entry's body, grouped into it, would run as well and render the app a second time over the markup.
      test: (id) =>
        HOME_ROUTE_MODULE.test(id) || (!serverRender && ENTRY_MODULE.test(id)) || firstRouteStyles.has(id),
      priority: 3,
    },
    // With their model dependencies; below the first route, so nothing the first route imports statically moves.
    { name: VALIDATION_CHUNK, test: VALIDATION_MODULES, priority: 2 },
    // The second wave (docs/performance.md, "The second wave"): the header and footer (every page's frame) and the
    // home page's configured sections, each one chunk with what they reach that the first route does not have — not
    // a dozen small files requested one round trip late. Below the validation group, so what validates the first
    // answers stays where index.html preloads it.
    { name: PAGE_FRAME_CHUNK, test: PAGE_FRAME_MODULES, priority: 1 },
    // The home sections' chunk was also where every later screen found the cards and Radix's base, so a cart page
    // loaded all the home page's sections (9.6 KB gzip) for an error state and an avatar. Now three chunks: the common
    // base, the cards and rows, and the sections themselves (the home page's alone; cart and checkout −7 KB, a
    // listing −2 KB). After the page frame, which keeps what it reaches.
    { name: UI_BASE_CHUNK, test: UI_BASE_MODULES, priority: 1 },
    { name: SECTION_PARTS_CHUNK, test: SECTION_PARTS_MODULES, priority: 1 },
    { name: HOME_SECTIONS_CHUNK, test: HOME_SECTIONS_MODULES, priority: 0 },
    // The stylesheets of the design-system components that neither the first route nor the second wave renders
    // (docs/performance.md, "Styles"): one file every later screen shares, not a dozen of a few hundred bytes each,
    // every one its own request a screen waits for before it runs.
    {
      name: DESIGN_SYSTEM_STYLES_CHUNK,
      test: (id) => STYLESHEET.test(id) && DESIGN_SYSTEM.test(id) && !firstRouteStyles.has(id),
      priority: -1,
    },
  ];

  return { plugin, groups, firstRouteStyles };
}

/**
 * The chunks whose files keep their name: the page's entries, Rolldown's runtime and the groups above, the files a
 * developer finds in the page's `<head>` and its first requests. Every other chunk (a screen, a screen's data module,
 * a part loaded later) is named by its hash alone (ADR 077).
 */
const NAMED_CHUNKS = new Set([
  'index',
  'hydrate',
  'rolldown-runtime',
  // The server-rendered page's last stage (src/hydrate.tsx, src/app/shell/hydration.tsx).
  'hydration',
  // Every group of either build, read from the groups themselves so a new group keeps its name without a second list.
  ...[false, true].flatMap((serverRender) =>
    firstRouteChunking({ serverRender }).groups.map((group) => group.name),
  ),
]);

/** What an unnamed chunk's file is called before its hash: `assets/c-<hash>.js`, still `<name>-<hash>`. */
export const HASH_NAMED_CHUNK = 'c';

/**
 * Rolldown `output.chunkFileNames` (ADR 077). The first route's script lists every screen's files, for Vite's preload
 * of a screen's dependencies (`__vite__mapDeps`) and for each screen's `import()`: 175 file names, whose module names
 * (`ProductDetailsScreen-`, `account-addresses.data-`) were 1.4 KB of its gzip size and 0.5 KB of the page frame's.
 * The manifest (`dist/.vite/manifest.json`) and `dist/route-files.json` still say which file is which.
 * @param {{ name: string }} chunk
 */
export function chunkFileName({ name }) {
  return `assets/${NAMED_CHUNKS.has(name) ? '[name]' : HASH_NAMED_CHUNK}-[hash].js`;
}
