import { useId, type ReactNode, type Ref } from 'react';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './ComparisonTable.css';

export type ComparisonColumn = {
  key: string | number;
  /** What heads the item's column (picture, name, remove button…). */
  header: ReactNode;
};

export type ComparisonRow = {
  key: string;
  /** The attribute's name, pinned at the start edge while the columns scroll. */
  label: string;
  /** One cell per column, in the columns' order. */
  cells: ReactNode[];
  /** The items differ in this attribute: the row is highlighted and `differsLabel` is written under its name. */
  differs?: boolean;
};

export type ComparisonTableProps = {
  /** The table's name (its caption, also the scroll region's name). */
  caption: string;
  /** Keep the caption for assistive technology only (a heading above already says it). */
  hideCaption?: boolean;
  columns: ComparisonColumn[];
  rows: ComparisonRow[];
  /** Text under the name of a row whose values differ, e.g. "Differs". */
  differsLabel: string;
  /** Accessible name of the empty corner cell above the attribute names, e.g. "Product". */
  cornerLabel?: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * Items side by side, one column each, with their attributes as rows. On a narrow screen the columns scroll
 * sideways (swipe, or arrow keys once the table has focus) inside the table's own box, with the attribute names
 * pinned, so the page itself never scrolls sideways.
 */
export function ComparisonTable({
  caption,
  hideCaption = false,
  columns,
  rows,
  differsLabel,
  cornerLabel,
  ref,
}: ComparisonTableProps) {
  const captionId = useId();
  return (
    <div
      ref={ref}
      className={styles.scroller}
      role="region"
      aria-labelledby={captionId}
      // Keyboard users scroll the region with the arrow keys.
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id={captionId} className={hideCaption ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} aria-label={cornerLabel} />
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.columnHeader}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.differs ? styles.differs : undefined}>
              <th scope="row" className={`${styles.rowHeader}${row.differs ? ` ${styles.differs}` : ''}`}>
                {row.label}
                {row.differs ? <span className={styles.differsMark}>{differsLabel}</span> : null}
              </th>
              {row.cells.map((cell, index) => (
                <td key={columns[index]?.key ?? index} className={styles.cell}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
