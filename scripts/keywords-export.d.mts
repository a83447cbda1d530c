export interface Keyword {
  key: string;
  /** The English text (the key itself, but for plural forms). */
  text: string;
  /** As written in the text: `{count}`, `:name`. */
  placeholders: string[];
  /** `file:line` of each use, or the declaration it comes from. */
  usedIn: string[];
}
export interface ElsewhereCall {
  at: string;
  reason: string;
}
export declare const placeholdersOf: (text: string) => string[];
export declare function sourceFilesOf(root: string): string[];
export declare function scanSources(options: { root: string; files: string[] }): {
  keys: Map<string, Set<string>>;
  elsewhere: ElsewhereCall[];
  problems: string[];
};
export declare function declaredKeys(root: string): Promise<{ key: string; text?: string; at: string }[]>;
export declare function collectKeywords(
  root: string,
  files?: string[],
): Promise<{ keywords: Keyword[]; elsewhere: ElsewhereCall[]; problems: string[] }>;
export declare const toCsv: (keywords: Keyword[]) => string;
export declare const toLangMap: (keywords: Keyword[]) => Record<string, string>;
export declare function missingFrom(keywords: Keyword[], answer: unknown): Keyword[];
export declare function writeExport(keywords: Keyword[], outDir: string): void;
export declare function main(args?: string[], root?: string): Promise<number>;
