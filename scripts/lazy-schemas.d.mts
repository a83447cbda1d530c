export declare const modelFileOf: (name: string) => string;
export declare function lazySchemaEndpointSource(source: string, hasModel: (file: string) => boolean): string;
