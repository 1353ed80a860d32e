"use client";
// When an admin list's row happened (an order, a membership change): date and time in the admin's language.
import { useFormatter } from "next-intl";

export function RowTime({ value }: { value: string }) {
  const format = useFormatter();
  return (
    <time dateTime={value} className="text-slate-500">
      {format.dateTime(new Date(value), { dateStyle: "medium", timeStyle: "short" })}
    </time>
  );
}
