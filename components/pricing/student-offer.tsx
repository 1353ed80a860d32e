import { GraduationCap, Mail } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { STUDENT_OFFER_MONTHS } from "@/lib/shared/pricing/plans";

const steps = ["step1", "step2", "step3"] as const;

/** docs/product.md §9: six months of premium for students and open-source contributors, applied for by e-mail. */
export function StudentOffer({ supportEmail }: { supportEmail: string }) {
  const t = useTranslations("Pricing.student");
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(t("subject"))}`;
  return (
    <section aria-labelledby="student-offer" className="rounded-2xl border border-brand-200 bg-brand-50/60 p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <GraduationCap aria-hidden className="mt-1 size-8 shrink-0 text-brand-700" />
        {/* min-w-0 lets a long address break on a phone instead of widening the page; the button (one line, no
            wrapping) leaves the address out for the same reason. */}
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <h2 id="student-offer" className="text-2xl font-semibold text-slate-900">
            {t("title", { months: STUDENT_OFFER_MONTHS })}
          </h2>
          <p className="mt-2 text-slate-700">{t("body", { months: STUDENT_OFFER_MONTHS })}</p>
          <ol className="mt-4 list-decimal space-y-1 pl-5 text-slate-700">
            {steps.map((step) => (
              <li key={step}>{t(step, { email: supportEmail })}</li>
            ))}
          </ol>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/offer" className={buttonClasses()}>
              {t("applyOnline")}
            </Link>
            <a href={mailto} className={buttonClasses({ variant: "outline" })}>
              <Mail aria-hidden />
              {t("apply")}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
