export { ComparisonTable } from './ComparisonTable';
export type { ComparisonColumn, ComparisonRow, ComparisonTableProps } from './ComparisonTable';
