"use client";

// Settings → AI tokens (docs/product.md §2, §3): the current balance and every token record, newest first, page by
// page. The tab exists only when AI is on (settings-tabs.tsx). An AI action is one row (issue 21 item 12): its net
// cost, and under its name what became of it and what it held, so a polish no longer reads as a charge and a separate
// refund.
import { useFormatter, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { pagedLists } from "@/lib/client/api-client/paged-lists";
import { useCurrentUser } from "@/lib/client/api-client/use-current-user";
import type { TokenActionDto, TokenRecordDto } from "@/lib/shared/validations/tokens/token-record-dto";
import { useLedgerColumns } from "./ledger-columns";
import { RecordsTable, useRecordsTab } from "./records-table";

export function TokensTab() {
  const t = useTranslations("Settings.tokens");
  const format = useFormatter();
  const { user } = useCurrentUser();
  const tab = useRecordsTab(pagedLists.tokens);
  const columns = useLedgerColumns<TokenRecordDto>(
    "Settings.tokens",
    {
      type: (record) => t(`types.${record.type}`),
      operation: (record) => t(`operations.${record.operation}`),
      detail: (record) => record.action && actionDetail(record.action, record.amount),
    },
    (tokens) => format.number(tokens),
  );
  // "Used" is the net cost; a failed action or one that used nothing says so rather than showing a bare 0.
  const actionDetail = (action: TokenActionDto, used: number) => {
    const values = {
      used: format.number(used),
      reserved: format.number(action.reserved),
      extra: format.number(action.extra),
    };
    if (action.status === "running") return t("action.running", values);
    if (used === 0) return t(action.status === "succeeded" ? "action.usedNothing" : "action.failed", values);
    if (action.status === "cancelled") return t("action.cancelled", values);
    return t(action.extra > 0 ? "action.succeededOver" : "action.succeeded", values);
  };
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
      <RecordsTable tab={tab} namespace="Settings.tokens" columns={columns} rowTestId="token-record" />
    </section>
  );
}
