// "N+ users" on an example (SPEC §2/§9): only above 100 uses, rounded up to the next hundred plus 200.
import { useTranslations } from "next-intl";
import { HEADER_USAGE_THRESHOLD, usageTag } from "@/lib/catalogue/usage-label";
import { cn } from "@/lib/utils/cn";

export function ExampleUsageTag({ used, className }: { used: number; className?: string }) {
  const t = useTranslations("ExamplesPage.card");
  const count = usageTag(used, HEADER_USAGE_THRESHOLD);
  if (count === null) return null;
  return (
    <span className={cn("inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset", className)}>
      {t("used", { count })}
    </span>
  );
}
