"use client";
// One tracked link in the share panel's list (issue 26 item 4): who it is for, its state and dates, its views (count,
// visitors, first and last view) and the 30-day chart, with copy and revoke while it is active. The buttons wrap under
// the text on a phone.
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { copyText } from "@/components/ui/copy-text";
import { formatUpdatedAt } from "@/lib/client/editor/resume-client";
import type { ShareLinkDto } from "@/lib/shared/validations/share-links/share-link";
import { cn } from "@/lib/shared/utils/cn";
import { ShareLinkChart } from "./share-link-chart";

const badge = {
  active: "bg-emerald-50 text-emerald-800",
  expired: "bg-amber-50 text-amber-800",
  revoked: "bg-slate-100 text-slate-600",
} as const;

type Props = { link: ShareLinkDto; url: string; onRevoke: (link: ShareLinkDto) => void };

export function ShareLinkItem({ link, url, onRevoke }: Props) {
  const t = useTranslations("ShareLinks");
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  const ending =
    link.status === "revoked" && link.revokedAt
      ? t("revokedOn", { date: date(link.revokedAt) })
      : link.expiresAt
        ? t(link.status === "expired" ? "expiredOn" : "expiresOn", { date: date(link.expiresAt) })
        : t("noExpiry");
  return (
    <li className="py-3" data-testid="share-link-item">
      <div className="flex flex-wrap items-start gap-x-2 gap-y-2">
        <div className="mr-auto min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="break-all font-medium text-slate-900">{link.label}</span>
            <span className={cn("rounded px-1.5 py-0.5 text-xs", badge[link.status])}>
              {t(`status.${link.status}`)}
            </span>
          </div>
          <p className="text-xs text-slate-500">
            {t("createdOn", { date: date(link.createdAt) })} · {ending}
          </p>
        </div>
        {link.status === "active" && (
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={t("copyLabel", { label: link.label })}
              onClick={() => void copyText(url, { copied: t("copied"), failed: t("copyFailed") })}
            >
              {t("copy")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("revokeLabel", { label: link.label })}
              onClick={() => onRevoke(link)}
            >
              {t("revoke")}
            </Button>
          </div>
        )}
      </div>
      {link.status === "active" && <p className="mt-1 truncate font-mono text-xs text-slate-600">{url}</p>}
      <p className="mt-2 text-sm text-slate-800">
        <span className="font-medium">{t("views", { count: link.views })}</span>
        {link.views > 0 && <span className="text-slate-600"> · {t("visitors", { count: link.visitors })}</span>}
      </p>
      {link.firstViewAt && link.lastViewAt && (
        <p className="text-xs text-slate-500">
          {t("firstView", { date: formatUpdatedAt(link.firstViewAt) })} ·{" "}
          {t("lastView", { date: formatUpdatedAt(link.lastViewAt) })}
        </p>
      )}
      <div className="mt-2">
        <ShareLinkChart days={link.days} />
      </div>
    </li>
  );
}
