import { useTranslations } from "next-intl";
import { CheckCircle2 } from "lucide-react";
import { cn } from "@/lib/shared/utils/cn";

const points = ["templates", "ai", "share"] as const;

/** Three plain statements of what the product does; no numbers we cannot back. */
export function HeroPoints({ className }: { className?: string }) {
  const t = useTranslations("Home.points");
  return (
    <ul className={cn("grid gap-3 text-sm text-slate-700 sm:grid-cols-3 sm:gap-4", className)}>
      {points.map((key) => (
        <li key={key} className="flex items-start gap-2">
          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>{t(key)}</span>
        </li>
      ))}
    </ul>
  );
}
