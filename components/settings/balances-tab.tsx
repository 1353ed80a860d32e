"use client";

// Settings → balances (SPEC §2, §3): the voucher balance and every voucher record (income and expense), page by page.
// Vouchers carry a currency (issue 20): the balance of the page's currency is always shown, the other one when it holds
// anything, and each record is written in its own currency. A voucher held by an unpaid order is shown above the list.
import { useCallback, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { DataTable } from "@/components/ui/paged-list/data-table";
import { PagedListView } from "@/components/ui/paged-list/paged-list-view";
import { usePagedList } from "@/components/ui/paged-list/use-paged-list";
import { refreshCurrentUser } from "@/lib/api-client/refresh-current-user";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { formatPrice } from "@/lib/pricing/format-price";
import { currencyByLocale, type Currency } from "@/lib/pricing/plans";
import type { BalanceRecordDto } from "@/lib/validations/balances/balance-record-dto";
import { LIST_PAGE_SIZE } from "@/lib/validations/pagination/list-page-query";
import { HeldVouchers } from "./held-vouchers";
import { useLedgerColumns } from "./ledger-columns";

export function BalancesTab() {
  const t = useTranslations("Settings.balances");
  const locale = useLocale();
  const { user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const list = usePagedList<BalanceRecordDto>("/api/balances", page, { pageSize: LIST_PAGE_SIZE });
  const columns = useLedgerColumns<BalanceRecordDto>(
    {
      columns: {
        type: t("columns.type"),
        operation: t("columns.operation"),
        amount: t("columns.amount"),
        balance: t("columns.balance"),
        time: t("columns.time"),
      },
      type: (record) => t(`types.${record.type}`),
      operation: (record) => t(`operations.${record.operation}`),
    },
    (cents, record) => formatPrice(cents, locale, record.currency),
  );
  const own = currencyByLocale[locale];
  const other: Currency = own === "CNY" ? "USD" : "CNY";
  const shown = [own, ...((user?.balances?.[other] ?? 0) > 0 ? [other] : [])];
  const balance = user
    ? shown.map((currency) => formatPrice(user.balances?.[currency] ?? 0, locale, currency)).join(" · ")
    : "…";
  const { reload } = list;
  const onReleased = useCallback(() => {
    void refreshCurrentUser().catch(() => undefined);
    reload();
  }, [reload]);
  return (
    <section aria-labelledby="balances-title" className="flex flex-col gap-4">
      <div>
        <h2 id="balances-title" className="text-lg font-semibold text-slate-900">
          {t("title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600" data-testid="voucher-balance">
          {t("balance", { balance })}
        </p>
      </div>
      <HeldVouchers onReleased={onReleased} />
      <PagedListView
        list={list}
        page={page}
        onPage={setPage}
        text={{
          loading: t("loading"),
          failed: () => t("loadFailed"),
          empty: (
            <>
              <p>{t("empty")}</p>
              <Link href="/referral" className="mt-2 inline-block font-medium text-brand-700 underline">
                {t("invite")}
              </Link>
            </>
          ),
        }}
      >
        {(rows) => (
          <DataTable
            caption={t("listLabel")}
            columns={columns}
            rows={rows}
            rowKey={(record) => record._id}
            rowTestId="balance-record"
          />
        )}
      </PagedListView>
    </section>
  );
}
