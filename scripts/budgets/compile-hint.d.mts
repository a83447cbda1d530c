export declare const COMPILE_HINT: '//# allFunctionsCalledOnLoad';
export declare const EAGERLY_COMPILED_MODULES: RegExp;
export declare function compileHint(chunk: { moduleIds: readonly string[] }): string;
