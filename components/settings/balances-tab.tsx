"use client";

// Settings → balances (SPEC §2, §3): the voucher balance and every voucher record (income and expense), page by page.
import { useState } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Pagination } from "@/components/resumes/pagination";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { formatPrice } from "@/lib/pricing/format-price";
import { cn } from "@/lib/utils/cn";
import type { BalanceRecordDto } from "@/lib/validations/balances/balance-record-dto";
import { RecordsStatus } from "./records-status";
import { useAccountRecords } from "./use-account-records";

const cellClass = "px-3 py-3 align-top";

export function BalancesTab() {
  const t = useTranslations("Settings.balances");
  const locale = useLocale();
  const { user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const { state, pages, retry } = useAccountRecords<BalanceRecordDto>("/api/balances", page);
  const empty = (
    <>
      <p>{t("empty")}</p>
      <Link href="/referral" className="mt-2 inline-block font-medium text-brand-700 underline">
        {t("invite")}
      </Link>
    </>
  );
  return (
    <section aria-labelledby="balances-title" className="flex flex-col gap-4">
      <div>
        <h2 id="balances-title" className="text-lg font-semibold text-slate-900">
          {t("title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600" data-testid="voucher-balance">
          {t("balance", { balance: user ? formatPrice(user.balance, locale) : "…" })}
        </p>
      </div>
      <RecordsStatus
        state={state}
        retry={retry}
        text={{ loading: t("loading"), loadFailed: t("loadFailed"), retry: t("retry"), empty }}
      />
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
                <BalanceRow key={record._id} record={record} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {state.status === "ready" && <Pagination page={page} pages={pages} onPage={setPage} />}
    </section>
  );
}

function BalanceRow({ record }: { record: BalanceRecordDto }) {
  const t = useTranslations("Settings.balances");
  const format = useFormatter();
  const locale = useLocale();
  const time = format.dateTime(new Date(record.createdAt), { dateStyle: "medium", timeStyle: "short" });
  const isAdd = record.operation === "ADD";
  return (
    <tr data-testid="balance-record">
      <td className={cellClass}>
        <span className="block font-medium text-slate-900">{t(`types.${record.type}`)}</span>
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
        {isAdd ? "+" : "−"}
        {formatPrice(record.amount, locale)}
      </td>
      <td className={cn(cellClass, "text-right tabular-nums text-slate-700")}>{formatPrice(record.balance, locale)}</td>
      <td className={cn(cellClass, "hidden whitespace-nowrap text-slate-600 sm:table-cell")}>{time}</td>
    </tr>
  );
}
