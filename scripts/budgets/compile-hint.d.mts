import type { Plugin } from 'vite';

export declare const COMPILE_HINT: '//# allFunctionsCalledOnLoad';
export declare const EAGERLY_COMPILED_MODULES: RegExp;
export declare const EAGERLY_COMPILED_CHUNKS: readonly string[];
export declare function compileHint(chunk: { name: string; moduleIds: readonly string[] }): string;
export declare function compileHints(): Plugin;
