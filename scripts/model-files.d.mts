export declare function schemaName(source: string): string | undefined;
export declare function rewriteModels(dir: string, transform: (source: string) => string): number;
