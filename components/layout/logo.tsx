import { useTranslations } from "next-intl";
import { FileText } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/shared/utils/cn";

/** The brand mark, linking to the home page of the current locale. */
export function Logo({ className }: { className?: string }) {
  const t = useTranslations();
  return (
    <Link
      href="/"
      aria-label={t("Header.homeLabel")}
      className={cn("flex shrink-0 items-center gap-2 rounded-lg text-slate-900", className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm">
        <FileText aria-hidden className="size-4.5" strokeWidth={2.25} />
      </span>
      <span className="text-lg font-bold tracking-tight">{t("Common.brand")}</span>
    </Link>
  );
}
