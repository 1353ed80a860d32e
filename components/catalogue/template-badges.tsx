// Small facts every template view shows: the free/premium badge, the column count and the colour dots of its themes.
// No "use client": the detail page renders them on the server, the list and the preview dialog on the client.
import { Columns2, Crown, RectangleVertical } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/shared/utils/cn";
import type { TemplateDto } from "@/lib/shared/validations/catalogue/catalogue-dto";

/** `className` places the badge (position, shadow); it is joined, not merged, so it must not restyle it. */
export function TemplatePlanBadge({ isPro, className }: { isPro: boolean; className?: string }) {
  const t = useTranslations("TemplatesPage.badge");
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        isPro ? "bg-amber-100 text-amber-900" : "bg-brand-50 text-brand-800",
        className,
      )}
    >
      {isPro && <Crown aria-hidden className="size-3.5" />}
      {t(isPro ? "premium" : "free")}
    </span>
  );
}

type ColumnsLabelProps = { columns: TemplateDto["columns"]; size?: "xs" | "sm"; className?: string };

/** `size` rather than a text class in `className`: the classes are joined without merging, so two sizes would clash. */
export function TemplateColumnsLabel({ columns, size = "xs", className }: ColumnsLabelProps) {
  const t = useTranslations("TemplatesPage.columns");
  const Icon = columns === "two" ? Columns2 : RectangleVertical;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 font-medium text-slate-600",
        size === "sm" ? "text-sm" : "text-xs",
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {t(columns)}
    </span>
  );
}

/** The themes as colour dots, named for screen readers (the colour alone says nothing to them). */
export function TemplateThemeDots({ themes, className }: { themes: TemplateDto["themes"]; className?: string }) {
  const t = useTranslations("TemplatesPage");
  return (
    <ul aria-label={t("themes")} className={cn("flex items-center gap-1.5", className)}>
      {themes.map((theme) => (
        <li key={theme.name}>
          <span
            aria-hidden
            title={theme.display}
            className="block size-4 rounded-full ring-1 ring-black/10"
            style={{ backgroundColor: theme.hex }}
          />
          <span className="sr-only">{theme.display}</span>
        </li>
      ))}
    </ul>
  );
}
