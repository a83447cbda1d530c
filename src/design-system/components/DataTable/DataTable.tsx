import type { ReactNode, Ref } from 'react';
import * as styles from './DataTable.css';

export const DATA_TABLE_ALIGNS = ['start', 'end'] as const;
export type DataTableAlign = (typeof DATA_TABLE_ALIGNS)[number];

export interface DataTableColumn {
  key: string;
  label: string;
  /** `end` for numbers and prices. */
  align?: DataTableAlign;
}

export interface DataTableRow {
  id: string;
  /** Cell content by column key. */
  cells: Readonly<Record<string, ReactNode>>;
  /** Marks the row that applies now (e.g. the price tier of the chosen quantity). */
  highlighted?: boolean;
}

export type DataTableProps = {
  /** Visible caption that names the table. */
  caption: string;
  columns: readonly DataTableColumn[];
  rows: readonly DataTableRow[];
  ref?: Ref<HTMLTableElement>;
};

/**
 * A small read-only table with a caption; the first column heads each row. Narrow screens scroll it inside its
 * own region (focusable, named after the caption) instead of widening the page.
 */
export function DataTable({ caption, columns, rows, ref }: DataTableProps) {
  return (
    // Focusable and named, so a keyboard can scroll it when it is wider than the screen.
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table ref={ref} className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={styles.headerCell({ align: column.align ?? 'start' })}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={styles.row({ highlighted: row.highlighted === true })}
              aria-current={row.highlighted ? 'true' : undefined}
            >
              {columns.map((column, index) => {
                const Cell = index === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={index === 0 ? 'row' : undefined}
                    className={styles.cell({ align: column.align ?? 'start' })}
                  >
                    {row.cells[column.key]}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
