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
  /** Reported, not failing: the first route above P8 but within the regression ceiling. */
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
}): BudgetResult;
export function formatReport(result: BudgetResult, budgets: BudgetConfig): string;
export function uncountedPreloads(indexHtml: string, counted: (string | undefined)[]): string[];
export const kb: (bytes: number) => string;
