import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";

/** Previous / next links (plain links, so crawlers and keyboards follow them) with "page x of y". */
export function ReviewPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useTranslations("Reviews.pagination");
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => (target === 1 ? "/review" : { pathname: "/review", query: { page: target } });
  return (
    <nav aria-label={t("label")} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t("previous")}
        </Link>
      ) : null}
      <span className="text-sm text-slate-600">{t("status", { page, pageCount })}</span>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} rel="next" className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t("next")}
        </Link>
      ) : null}
    </nav>
  );
}
