import type { budgets as Budgets } from './budgets.mjs';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export type ChunkKind = 'entry' | 'route' | 'lazy' | 'shared' | 'vendor' | 'css';
export interface BudgetRow extends Sizes {
  file: string;
  key: string;
  /** What the chunk is: its source module, or its name (a screen's file is named by its hash alone, ADR 077). */
  source?: string;
  kind: ChunkKind;
  critical: boolean;
  cap: number | null;
  over: boolean;
}
export interface BudgetResult {
  rows: BudgetRow[];
  criticalGzip: number;
  criticalRaw: number;
  /** The first route's stylesheets together, gzip. */
  criticalCssGzip: number;
  /** gzip bytes of the minimal React + React Router + TanStack Query app, when measured. */
  framework?: number;
  /** The first route minus the minimal app: our own code on it. */
  ownGzip?: number;
  /** Reported, not failing: our own first-route code over P8's budget. */
  warnings: string[];
  problems: string[];
}
export type BudgetConfig = typeof Budgets;

export function staticClosure(manifest: Manifest, roots: string[]): Set<string>;
export function kindOf(key: string, chunk: ManifestChunk, budgets: BudgetConfig): ChunkKind;
export function evaluateBudgets(input: {
  manifest: Manifest;
  sizeOf: (file: string) => Sizes;
  budgets: BudgetConfig;
  cssFiles?: string[];
  preloaded?: string[];
  framework?: number;
}): BudgetResult;
export function formatReport(result: BudgetResult, budgets: BudgetConfig): string;
export function modulePreloads(indexHtml: string): string[];
export function notReactDom(firstRouteJs: string, version: string): string | undefined;
export function scannedText(file: string): boolean;
export const KEY_PATTERNS: readonly (readonly [what: string, pattern: RegExp])[];
/** A file of the build: its path and, for a file `scannedText` reads, its text. */
export interface BuildFile {
  file: string;
  text?: string;
}
export function hygieneProblems(files: BuildFile[], publicKeys?: string[]): string[];
export const kb: (bytes: number) => string;
export declare const THEME_VARIABLES_IN_SCRIPT: number;
export declare function themeVariablesIn(js: string): { named: number; contract: boolean };
