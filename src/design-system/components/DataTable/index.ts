export { DataTable, DATA_TABLE_ALIGNS } from './DataTable';
export type { DataTableAlign, DataTableColumn, DataTableProps, DataTableRow } from './DataTable';
