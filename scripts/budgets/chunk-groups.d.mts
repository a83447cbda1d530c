export declare const HOME_CHUNK: 'home';
export declare const FIRST_ROUTE_CHUNK: 'first-route';
export declare const VALIDATION_CHUNK: 'validation';
export declare const PAGE_FRAME_CHUNK: 'page-frame';
export declare const HOME_SECTIONS_CHUNK: 'home-sections';
export declare const SECTION_PARTS_CHUNK: 'section-parts';
export declare const UI_BASE_CHUNK: 'ui-base';
export declare const DESIGN_SYSTEM_STYLES_CHUNK: 'design-system-styles';
export declare const PRELOAD_HELPER_CHUNK: 'preload-helper';
export declare const REACT_DOM_CLIENT_CHUNK: 'react-dom-client';
export declare function reachedFromEarlierGroup(
  id: string,
  ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null },
): boolean;
export declare function firstRouteChunking(options?: { serverRender?: boolean }): {
  plugin: {
    name: string;
    apply: 'build';
    buildEnd(this: {
      getModuleIds(): Iterable<string>;
      getModuleInfo(id: string): { importers: readonly string[] } | null;
    }): void;
  };
  groups: {
    name: string;
    test: RegExp | ((id: string) => boolean);
    includeDependenciesRecursively?: boolean;
    priority: number;
  }[];
  firstRouteStyles: ReadonlySet<string>;
};
export declare const HASH_NAMED_CHUNK: 'c';
export declare function chunkFileName(chunk: { name: string }): string;
