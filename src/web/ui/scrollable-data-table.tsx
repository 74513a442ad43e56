import { useId, type ReactNode } from 'react';

export interface ScrollableDataTableProps {
  columns: readonly string[];
  /** One array of cells per row, in the order of `columns`. */
  rows: readonly (readonly ReactNode[])[];
  /**
   * The scrolling region's accessible name: the caption when there is one, else `label`
   * (a keyboard user tabs to the region to scroll a wide table sideways).
   */
  caption?: ReactNode;
  label?: string;
  regionClassName: string;
  tableClassName?: string;
  /** A class for the cells of one column (e.g. right-aligned counts). */
  cellClassName?: (column: string) => string | undefined;
}

/** A data table with column headers in a keyboard-scrollable region, so wide tables reflow at narrow widths. */
export function ScrollableDataTable({
  columns,
  rows,
  caption,
  label,
  regionClassName,
  tableClassName,
  cellClassName,
}: ScrollableDataTableProps) {
  const captionId = useId();
  const name = caption === undefined ? { 'aria-label': label } : { 'aria-labelledby': captionId };
  return (
    <div className={regionClassName} role="region" tabIndex={0} {...name}>
      <table className={tableClassName}>
        {caption === undefined ? null : <caption id={captionId}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j} className={cellClassName?.(columns[j] ?? '')}>
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
