"use client";
// The columns the two ledgers share (voucher balance, AI tokens): type, income or expense, signed amount, balance
// after, time. Only how an amount is written differs (money or a token count); each tab names where its headers are.
import type { ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import type { Column } from "@/components/ui/paged-list/data-table";

type LedgerRow = { type: string; operation: "ADD" | "consume"; amount: number; balance: number; createdAt: string };

type Labels<T> = {
  type: (row: T) => string;
  operation: (row: T) => string;
  /** A line under the type on every screen (the tokens tab: what became of an AI action and what it held). */
  detail?: (row: T) => ReactNode;
};

export function useLedgerColumns<T extends LedgerRow>(
  namespace: "Settings.balances" | "Settings.tokens",
  labels: Labels<T>,
  amount: (value: number, row: T) => ReactNode,
): Column<T>[] {
  const t = useTranslations(namespace);
  const format = useFormatter();
  const time = (row: T) => format.dateTime(new Date(row.createdAt), { dateStyle: "medium", timeStyle: "short" });
  return [
    {
      id: "type",
      header: t("columns.type"),
      cell: (row) => (
        <>
          <span className="block font-medium text-slate-900">{labels.type(row)}</span>
          {labels.detail && <span className="block text-xs text-slate-600">{labels.detail(row)}</span>}
          {/* On a phone the time column is hidden: the time sits under the type instead. */}
          <span className="block text-xs text-slate-500 sm:hidden">{time(row)}</span>
        </>
      ),
    },
    {
      id: "operation",
      header: t("columns.operation"),
      wide: true,
      className: "text-slate-700",
      cell: labels.operation,
    },
    {
      id: "amount",
      header: t("columns.amount"),
      align: "right",
      className: "font-medium tabular-nums whitespace-nowrap",
      cell: (row) => (
        // The sign says income or expense on a phone, where the operation column is hidden; nothing moved has none.
        <span className={row.operation === "ADD" ? "text-emerald-700" : "text-slate-900"}>
          {row.amount === 0 ? "" : row.operation === "ADD" ? "+" : "−"}
          {amount(row.amount, row)}
        </span>
      ),
    },
    {
      id: "balance",
      header: t("columns.balance"),
      align: "right",
      className: "tabular-nums text-slate-700",
      cell: (row) => amount(row.balance, row),
    },
    { id: "time", header: t("columns.time"), wide: true, className: "whitespace-nowrap text-slate-600", cell: time },
  ];
}
