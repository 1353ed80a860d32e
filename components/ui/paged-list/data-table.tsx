// A bordered table of records (the settings tabs): a caption for screen readers, a header row, one row per record.
// Columns marked `wide` are hidden below the sm breakpoint, so a 390 px phone never scrolls sideways; the row
// renderer repeats what matters from them under the first cell.
import type { ReactNode } from "react";
import { cn } from "@/lib/shared/utils/cn";

export type Column<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Numbers line up on the right. */
  align?: "right";
  /** Only from the sm breakpoint up. */
  wide?: boolean;
  /** Extra classes of this column's body cells (colour, wrapping). */
  className?: string;
};

type Props<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** data-testid of each body row, which the browser tests count. */
  rowTestId?: string;
};

const cellClass = "px-3 py-3 align-top";

const columnClass = (column: Column<unknown>) =>
  cn(cellClass, column.align === "right" && "text-right", column.wide && "hidden sm:table-cell");

export function DataTable<T>({ caption, columns, rows, rowKey, rowTestId }: Props<T>) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-medium text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={columnClass(column as Column<unknown>)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) => (
                <td key={column.id} className={cn(columnClass(column as Column<unknown>), column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
