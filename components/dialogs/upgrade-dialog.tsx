"use client";
// docs/product.md §2 upgrade dialog: shown when someone tries a premium action; explains what premium gives and leads
// to /pricing. Opened from a resume, the link names it (/pricing?returnTo={id}, &download=1 from Download PDF), so that
// after paying the buyer is led back there (issue 21 item 7).
import { Check } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { formatPrice } from "@/lib/shared/pricing/format-price";
import { asLowAsMonthlyCents, currencyByLocale } from "@/lib/shared/pricing/plans";
import { returnToFields, type ReturnTo } from "@/lib/shared/pricing/return-to";
import { DialogShell, type DialogControlProps } from "./dialog-shell";

const features = ["resumes", "templates", "downloads", "more"] as const;

export function UpgradeDialog({ returnTo = null, ...props }: DialogControlProps & { returnTo?: ReturnTo | null }) {
  const t = useTranslations("SiteDialogs.upgrade");
  const locale = useLocale();
  const price = formatPrice(asLowAsMonthlyCents[currencyByLocale[locale]], locale);
  return (
    <DialogShell {...props} title={t("title")} description={t("description")} closeLabel={t("close")}>
      <p className="text-3xl font-bold text-slate-900">{t("price", { price })}</p>
      <ul className="mt-5 space-y-2 text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
            {t(`features.${feature}`)}
          </li>
        ))}
      </ul>
      <Link
        href={returnTo ? { pathname: "/pricing", query: returnToFields(returnTo) } : "/pricing"}
        className={buttonClasses({ size: "lg", className: "mt-8 w-full" })}
      >
        {t("cta")}
      </Link>
    </DialogShell>
  );
}
