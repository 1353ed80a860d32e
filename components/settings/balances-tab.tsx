"use client";

// Settings → balances (docs/product.md §2, §3): the voucher balance and every voucher record (income and expense), page
// by page. Vouchers carry a currency (issue 20): the balance of the page's currency is always shown, the other one when
// it holds anything, and each record is written in its own currency. A voucher held by an unpaid order is shown above
// the list.
import { useCallback } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { pagedLists } from "@/lib/client/api-client/paged-lists";
import { refreshCurrentUser } from "@/lib/client/api-client/refresh-current-user";
import { useCurrentUser } from "@/lib/client/api-client/use-current-user";
import { formatPrice } from "@/lib/shared/pricing/format-price";
import { currencyByLocale, type Currency } from "@/lib/shared/pricing/plans";
import type { BalanceRecordDto } from "@/lib/shared/validations/balances/balance-record-dto";
import { HeldVouchers } from "./held-vouchers";
import { useLedgerColumns } from "./ledger-columns";
import { RecordsTable, useRecordsTab } from "./records-table";

export function BalancesTab() {
  const t = useTranslations("Settings.balances");
  const locale = useLocale();
  const { user } = useCurrentUser();
  const tab = useRecordsTab(pagedLists.balances);
  const columns = useLedgerColumns<BalanceRecordDto>(
    "Settings.balances",
    {
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
  const { reload } = tab.list;
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
      <RecordsTable
        tab={tab}
        namespace="Settings.balances"
        columns={columns}
        rowTestId="balance-record"
        emptyAction={
          <Link href="/referral" className="mt-2 inline-block font-medium text-brand-700 underline">
            {t("invite")}
          </Link>
        }
      />
    </section>
  );
}
