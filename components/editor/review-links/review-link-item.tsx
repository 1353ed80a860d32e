"use client";
// One review link in the share panel's list (issue 26 item 6): who it is for, its state and dates, how many comments
// came through it, and revoke while it is open. Its address is not here: it was shown once, when it was made.
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ReviewLinkDto } from "@/lib/shared/validations/review-links/review-link";
import { cn } from "@/lib/shared/utils/cn";

const badge = {
  active: "bg-emerald-50 text-emerald-800",
  expired: "bg-amber-50 text-amber-800",
  revoked: "bg-slate-100 text-slate-600",
} as const;

type Props = { link: ReviewLinkDto; onRevoke: (link: ReviewLinkDto) => void };

export function ReviewLinkItem({ link, onRevoke }: Props) {
  const t = useTranslations("ReviewLinks");
  const format = useFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  const ending =
    link.status === "revoked" && link.revokedAt
      ? t("revokedOn", { date: date(link.revokedAt) })
      : t(link.status === "expired" ? "expiredOn" : "expiresOn", { date: date(link.expiresAt) });
  return (
    <li className="flex flex-wrap items-start gap-x-2 gap-y-2 py-3" data-testid="review-link-item">
      <div className="mr-auto min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900">{link.label}</span>
          <span className={cn("rounded px-1.5 py-0.5 text-xs", badge[link.status])}>{t(`status.${link.status}`)}</span>
        </div>
        <p className="text-xs text-slate-500">
          {t("createdOn", { date: date(link.createdAt) })} · {ending}
        </p>
        <p className="text-sm text-slate-800">{t("commentCount", { count: link.comments })}</p>
      </div>
      {link.status === "active" && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t("revokeLabel", { label: link.label })}
          onClick={() => onRevoke(link)}
        >
          {t("revoke")}
        </Button>
      )}
    </li>
  );
}
