// The admin lists' rows: compact rows in one bordered box (orders, audit log), or a card per record with room for
// text and actions (reviews, applications). Long addresses and links wrap anywhere, so nothing scrolls at 390 px.
import type { ReactNode } from "react";
import { cn } from "@/lib/shared/utils/cn";

type Props<T> = {
  rows: T[];
  rowKey: (row: T) => string;
  variant: "rows" | "cards";
  /** Extra classes of each item (its grid at wider screens). */
  itemClassName?: string;
  children: (row: T) => ReactNode;
};

export function RecordList<T>({ rows, rowKey, variant, itemClassName, children }: Props<T>) {
  return (
    <ul
      className={cn(
        variant === "rows" ? "divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" : "space-y-3",
      )}
    >
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          className={cn(
            "[overflow-wrap:anywhere]",
            variant === "rows" ? "p-3 text-sm" : "rounded-xl border border-slate-200 bg-white p-4",
            itemClassName,
          )}
        >
          {children(row)}
        </li>
      ))}
    </ul>
  );
}
