export declare function stripSchema(schema: unknown): void;
export declare function withoutSchemaDescriptions<T>(document: T): T;
