"use client";

// Settings → orders (SPEC §2, ?type=orders preselects it): plan, payment method, amount, status and time, page by page.
import { useState } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Pagination } from "@/components/resumes/pagination";
import { buttonClasses } from "@/components/ui/button";
import { formatPrice } from "@/lib/pricing/format-price";
import { cn } from "@/lib/utils/cn";
import type { OrderDto } from "@/lib/validations/orders/order-dto";
import { RecordsStatus } from "./records-status";
import { useAccountRecords } from "./use-account-records";

const cellClass = "px-3 py-3 align-top";
const statusClass = ["bg-amber-50 text-amber-800", "bg-emerald-50 text-emerald-800", "bg-slate-100 text-slate-600"];

export function OrdersTab() {
  const t = useTranslations("Settings.orders");
  const [page, setPage] = useState(1);
  const { state, pages, retry } = useAccountRecords<OrderDto>("/api/orders", page);
  const empty = (
    <>
      <p>{t("empty")}</p>
      <Link href="/pricing" className={buttonClasses({ variant: "secondary", size: "sm", className: "mt-3" })}>
        {t("emptyCta")}
      </Link>
    </>
  );
  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-4">
      <h2 id="orders-title" className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
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
                  {t("columns.plan")}
                </th>
                <th scope="col" className={cn(cellClass, "hidden sm:table-cell")}>
                  {t("columns.method")}
                </th>
                <th scope="col" className={cn(cellClass, "text-right")}>
                  {t("columns.amount")}
                </th>
                <th scope="col" className={cellClass}>
                  {t("columns.status")}
                </th>
                <th scope="col" className={cn(cellClass, "hidden sm:table-cell")}>
                  {t("columns.time")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {state.page.data.map((order) => (
                <OrderRow key={order._id} order={order} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {state.status === "ready" && <Pagination page={page} pages={pages} onPage={setPage} />}
    </section>
  );
}

function OrderRow({ order }: { order: OrderDto }) {
  const t = useTranslations("Settings.orders");
  const format = useFormatter();
  const locale = useLocale();
  const time = format.dateTime(new Date(order.createdAt), { dateStyle: "medium", timeStyle: "short" });
  return (
    <tr data-testid="order-row">
      <td className={cellClass}>
        <span className="block font-medium text-slate-900">{t(`plans.${order.planName}`)}</span>
        {/* On a phone the method and time columns are hidden: both sit under the plan instead. */}
        <span className="block text-xs text-slate-500 sm:hidden">
          {t(`methods.${order.paymentMethod}`)} · {time}
        </span>
      </td>
      <td className={cn(cellClass, "hidden text-slate-700 sm:table-cell")}>{t(`methods.${order.paymentMethod}`)}</td>
      <td className={cn(cellClass, "text-right tabular-nums whitespace-nowrap text-slate-900")}>
        {formatPrice(order.amount, locale, order.currency)}
        {order.voucher > 0 && (
          <span className="block text-xs text-slate-500">
            {t("voucher", { amount: formatPrice(order.voucher, locale, order.currency) })}
          </span>
        )}
      </td>
      <td className={cellClass}>
        <span
          className={cn("rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap", statusClass[order.status])}
        >
          {t(`statuses.${order.status}`)}
        </span>
      </td>
      <td className={cn(cellClass, "hidden whitespace-nowrap text-slate-600 sm:table-cell")}>{time}</td>
    </tr>
  );
}
