export declare function lazyModelSource(source: string): string;
