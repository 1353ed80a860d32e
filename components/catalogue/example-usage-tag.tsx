// "N+ users" on an example (docs/product.md §2/§9): only above 100 uses, rounded up to the next hundred plus 200.
import { useTranslations } from "next-intl";
import { cn } from "@/lib/shared/utils/cn";
import { HEADER_USAGE_THRESHOLD, usageTag } from "@/lib/shared/catalogue/usage-label";

/**
 * `onCover`: the tag sits on a cover image and gets an opaque white ground. A prop rather than a background class in
 * `className`, which is joined without merging and only places the tag.
 */
type Props = { used: number; onCover?: boolean; className?: string };

export function ExampleUsageTag({ used, onCover = false, className }: Props) {
  const t = useTranslations("ExamplesPage.card");
  const count = usageTag(used, HEADER_USAGE_THRESHOLD);
  if (count === null) return null;
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset",
        onCover ? "bg-white/95 shadow-sm" : "bg-brand-50",
        className,
      )}
    >
      {t("used", { count })}
    </span>
  );
}
