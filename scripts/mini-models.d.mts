export declare function schemaName(source: string): string | undefined;
export declare function miniModelSource(source: string): string;
export declare function makeModelsMini(dir: string): number;
