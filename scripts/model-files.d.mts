import type ts from 'typescript';

export interface ModelModule {
  name: string;
  file: ts.SourceFile;
  schema: ts.Expression;
  zodImport: ts.ImportDeclaration;
}
export declare function modelModule(source: string): ModelModule;
export declare const applyEdits: (
  source: string,
  edits: readonly (readonly [number, number, string])[],
) => string;
export declare function rewriteModels(dir: string, transform: (source: string) => string): number;
