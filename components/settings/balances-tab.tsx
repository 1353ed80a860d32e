"use client";

// Settings → balances (SPEC §2, §3): the voucher balance and every voucher record (income and expense), page by page.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { DataTable } from "@/components/ui/paged-list/data-table";
import { PagedListView } from "@/components/ui/paged-list/paged-list-view";
import { usePagedList } from "@/components/ui/paged-list/use-paged-list";
import { useCurrentUser } from "@/lib/api-client/use-current-user";
import { formatPrice } from "@/lib/pricing/format-price";
import type { BalanceRecordDto } from "@/lib/validations/balances/balance-record-dto";
import { LIST_PAGE_SIZE } from "@/lib/validations/pagination/list-page-query";
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
    (cents) => formatPrice(cents, locale),
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
