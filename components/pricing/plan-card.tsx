import { Check } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { formatPrice } from "@/lib/shared/pricing/format-price";
import {
  currencyByLocale,
  monthlyEquivalentCents,
  planTokenGrant,
  type Plan,
  type TokenGrants,
} from "@/lib/shared/pricing/plans";
import { cn } from "@/lib/shared/utils/cn";
import { BuyButton } from "./buy-button";

const perks = ["resumes", "templates", "downloads"] as const;

/** One plan: name, price, what the period is, its badge (most popular / cheapest) and the buy button. */
export function PlanCard({ plan, tokenGrants }: { plan: Plan; tokenGrants: TokenGrants }) {
  const t = useTranslations("Pricing");
  const locale = useLocale();
  const currency = currencyByLocale[locale];
  const perMonth = monthlyEquivalentCents(plan, currency);
  const isFeatured = plan.badge === "mostPopular";

  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm",
        isFeatured ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200",
      )}
    >
      {plan.badge && (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
          {t(`badges.${plan.badge}`)}
        </p>
      )}
      <h2 id={`plan-${plan.id}`} className="text-lg font-semibold text-slate-900">
        {t(`plans.${plan.id}.name`)}
      </h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900" data-testid={`price-${plan.id}`}>
          {formatPrice(plan.amountCents[currency], locale)}
        </span>
        <span className="text-sm text-slate-600">/ {t(`plans.${plan.id}.period`)}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-600">
        {perMonth === null || plan.months === 1
          ? t("oneTime")
          : t("perMonth", { price: formatPrice(perMonth, locale) })}
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-2 text-sm text-slate-700">
        {perks.map((perk) => (
          <li key={perk} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {t(`perks.${perk}`)}
          </li>
        ))}
        <li className="flex gap-2">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {t("perks.tokens", { count: planTokenGrant(plan, tokenGrants) })}
        </li>
      </ul>
      <div className="mt-6">
        <BuyButton planId={plan.id} variant={isFeatured ? "primary" : "outline"} />
      </div>
    </article>
  );
}
