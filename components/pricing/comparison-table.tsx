import { Check, Minus } from "lucide-react";
import { useTranslations } from "next-intl";
import { featureRows, tiers, type FeatureValue } from "@/lib/shared/pricing/features";

function Cell({ value }: { value: FeatureValue }) {
  const t = useTranslations("Pricing.compare.values");
  if (value === "yes") {
    return (
      <>
        <Check aria-hidden className="mx-auto size-5 text-brand-600" />
        <span className="sr-only">{t("yes")}</span>
      </>
    );
  }
  if (value === "no") {
    return (
      <>
        <Minus aria-hidden className="mx-auto size-5 text-slate-400" />
        <span className="sr-only">{t("no")}</span>
      </>
    );
  }
  return <span>{t(value)}</span>;
}

/**
 * docs/product.md §6 feature comparison: regular, premium, lifetime. A real table, so screen readers announce the
 * headers.
 */
export function ComparisonTable() {
  const t = useTranslations("Pricing.compare");
  return (
    // relative: the cells' sr-only labels are absolutely positioned; without a positioned ancestor inside the scroller
    // they escape its clipping and widen the whole page on a phone.
    // A phone scrolls the table sideways: the scroller takes keyboard focus (arrow keys) and is named by the caption.
    <div
      role="region"
      aria-label={t("caption")}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 text-left font-semibold">
              {t("feature")}
            </th>
            {tiers.map((tier) => (
              <th key={tier} scope="col" className="px-4 py-3 text-center font-semibold">
                {t(`tiers.${tier}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {featureRows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-4 py-3 text-left font-medium text-slate-700">
                {t(`rows.${row.key}`)}
              </th>
              {tiers.map((tier) => (
                <td key={tier} className="px-4 py-3 text-center text-slate-700">
                  <Cell value={row.values[tier]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
