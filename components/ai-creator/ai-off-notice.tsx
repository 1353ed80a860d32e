// /ai on a server without an AI model (docs/product.md §2 `ai` toggle off): say so, and offer the starts that need no
// AI.
import { useTranslations } from "next-intl";
import { Sparkles } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";

export function AiOffNotice() {
  const t = useTranslations("AiCreator.off");
  return (
    <section
      aria-labelledby="ai-off-title"
      className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
    >
      <Sparkles aria-hidden className="mx-auto size-10 text-slate-400" />
      <h2 id="ai-off-title" className="mt-4 text-xl font-semibold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-3 text-slate-600">{t("body")}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
        <Link href="/templates" className={buttonClasses({ size: "lg" })}>
          {t("templates")}
        </Link>
        <Link href="/examples" className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t("examples")}
        </Link>
        {/* The resume list with the start dialog open (its blank choice; a visitor signs in first): no client code
            here, so the AI-on page's first load does not carry a second way to create resumes. */}
        <Link href="/resumes?start=1" className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t("blank")}
        </Link>
      </div>
    </section>
  );
}
