"use client";

// Settings → AI tokens (SPEC §2, §3): the current balance and every token record, newest first, page by page. The
// tab exists only when AI is on (settings-tabs.tsx).
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Pagination } from "@/components/resumes/pagination";
import { buttonClasses } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { cn } from "@/lib/utils/cn";
import type { TokenRecordDto } from "@/lib/validations/tokens/token-record-dto";
import { useTokenRecords } from "./use-token-records";

const cellClass = "px-3 py-3 align-top";

export function TokensTab() {
  const t = useTranslations("Settings.tokens");
  const format = useFormatter();
  const { user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const { state, pages, retry } = useTokenRecords(page);
  return (
    <section aria-labelledby="tokens-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="tokens-title" className="text-lg font-semibold text-slate-900">
            {t("title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600" data-testid="token-balance">
            {t("balance", { balance: user ? format.number(user.token) : "…" })}
          </p>
        </div>
        <Link href="/pricing" className={buttonClasses({ variant: "secondary", size: "sm" })}>
          {t("recharge")}
        </Link>
      </div>
      {state.status === "loading" && (
        <p className="text-sm text-slate-500" role="status">
          {t("loading")}
        </p>
      )}
      {state.status === "failed" && (
        <p role="alert" className="text-sm text-red-700">
          {t("loadFailed")}{" "}
          <button type="button" className="font-medium underline" onClick={retry}>
            {t("retry")}
          </button>
        </p>
      )}
      {state.status === "ready" && state.page.data.length === 0 && (
        <p className="py-6 text-center text-sm text-slate-600">{t("empty")}</p>
      )}
      {state.status === "ready" && state.page.data.length > 0 && (
        <div className="overflow-hidden rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("listLabel")}</caption>
            <thead className="bg-slate-50 text-xs font-medium text-slate-600">
              <tr>
                <th scope="col" className={cellClass}>
                  {t("columns.type")}
                </th>
                <th scope="col" className={cn(cellClass, "hidden sm:table-cell")}>
                  {t("columns.operation")}
                </th>
                <th scope="col" className={cn(cellClass, "text-right")}>
                  {t("columns.amount")}
                </th>
                <th scope="col" className={cn(cellClass, "text-right")}>
                  {t("columns.balance")}
                </th>
                <th scope="col" className={cn(cellClass, "hidden sm:table-cell")}>
                  {t("columns.time")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {state.page.data.map((record) => (
                <TokenRecordRow key={record._id} record={record} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {state.status === "ready" && <Pagination page={page} pages={pages} onPage={setPage} />}
    </section>
  );
}

function TokenRecordRow({ record }: { record: TokenRecordDto }) {
  const t = useTranslations("Settings.tokens");
  const format = useFormatter();
  const time = format.dateTime(new Date(record.createdAt), { dateStyle: "medium", timeStyle: "short" });
  const isAdd = record.operation === "ADD";
  return (
    <tr data-testid="token-record">
      <td className={cellClass}>
        <span className="block font-medium text-slate-900">{t(`types.${record.type}`)}</span>
        {/* On a phone the time column is hidden: the time sits under the type instead. */}
        <span className="block text-xs text-slate-500 sm:hidden">{time}</span>
      </td>
      <td className={cn(cellClass, "hidden text-slate-700 sm:table-cell")}>{t(`operations.${record.operation}`)}</td>
      <td
        className={cn(
          cellClass,
          "text-right font-medium tabular-nums whitespace-nowrap",
          isAdd ? "text-emerald-700" : "text-slate-900",
        )}
      >
        {/* The sign says increase or consume on a phone, where the operation column is hidden. */}
        {isAdd ? "+" : "−"}
        {format.number(record.amount)}
      </td>
      <td className={cn(cellClass, "text-right tabular-nums text-slate-700")}>{format.number(record.balance)}</td>
      <td className={cn(cellClass, "hidden whitespace-nowrap text-slate-600 sm:table-cell")}>{time}</td>
    </tr>
  );
}
