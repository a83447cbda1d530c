export declare function miniModelSource(source: string): string;
