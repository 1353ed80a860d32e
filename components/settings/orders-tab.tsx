"use client";

// Settings → orders (docs/product.md §2, ?type=orders preselects it): plan, payment method, amount, status and time,
// page by page.
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import type { Column } from "@/components/ui/paged-list/data-table";
import { pagedLists } from "@/lib/client/api-client/paged-lists";
import { formatPrice } from "@/lib/shared/pricing/format-price";
import { cn } from "@/lib/shared/utils/cn";
import type { OrderDto } from "@/lib/shared/validations/orders/order-dto";
import { RecordsTable, useRecordsTab } from "./records-table";
import { SettingsCard } from "./settings-card";

const statusClass = [
  "bg-amber-50 text-amber-800",
  "bg-emerald-50 text-emerald-800",
  "bg-slate-100 text-slate-600",
  "bg-sky-50 text-sky-800",
];

export function OrdersTab() {
  const t = useTranslations("Settings.orders");
  const format = useFormatter();
  const locale = useLocale();
  const tab = useRecordsTab(pagedLists.orders);
  const time = (order: OrderDto) =>
    format.dateTime(new Date(order.createdAt), { dateStyle: "medium", timeStyle: "short" });
  const columns: Column<OrderDto>[] = [
    {
      id: "plan",
      header: t("columns.plan"),
      cell: (order) => (
        <>
          <span className="block font-medium text-slate-900">{t(`plans.${order.planName}`)}</span>
          {/* On a phone the method and time columns are hidden: both sit under the plan instead. */}
          <span className="block text-xs text-slate-500 sm:hidden">
            {t(`methods.${order.paymentMethod}`)} · {time(order)}
          </span>
        </>
      ),
    },
    {
      id: "method",
      header: t("columns.method"),
      wide: true,
      className: "text-slate-700",
      cell: (order) => t(`methods.${order.paymentMethod}`),
    },
    {
      id: "amount",
      header: t("columns.amount"),
      align: "right",
      className: "tabular-nums whitespace-nowrap text-slate-900",
      cell: (order) => (
        <>
          {formatPrice(order.amount, locale, order.currency)}
          {order.voucher > 0 && (
            <span className="block text-xs text-slate-500">
              {t("voucher", { amount: formatPrice(order.voucher, locale, order.currency) })}
            </span>
          )}
        </>
      ),
    },
    {
      id: "status",
      header: t("columns.status"),
      cell: (order) => (
        <>
          <span
            className={cn("rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap", statusClass[order.status])}
          >
            {t(`statuses.${order.status}`)}
          </span>
          {/* Paid, then refunded or disputed at the payment provider: what the order granted was taken back. */}
          {order.reversal && <span className="mt-1 block text-xs text-red-700">{t(`reversal.${order.reversal}`)}</span>}
        </>
      ),
    },
    { id: "time", header: t("columns.time"), wide: true, className: "whitespace-nowrap text-slate-600", cell: time },
  ];
  return (
    <SettingsCard id="orders-title" title={t("title")} className="flex flex-col gap-4">
      <RecordsTable
        tab={tab}
        namespace="Settings.orders"
        columns={columns}
        rowTestId="order-row"
        emptyAction={
          <Link href="/pricing" className={buttonClasses({ variant: "secondary", size: "sm", className: "mt-3" })}>
            {t("emptyCta")}
          </Link>
        }
      />
    </SettingsCard>
  );
}
