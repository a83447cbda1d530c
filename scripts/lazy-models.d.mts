export declare function lazyModelSource(source: string): string;
export declare function makeModelsLazy(dir: string): number;
