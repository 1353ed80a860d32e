import { useTranslations } from "next-intl";
import type { GuideHeading } from "@/lib/server/guides/load-guides";

export function TableOfContents({ headings }: { headings: GuideHeading[] }) {
  const t = useTranslations("Guides");
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        {t("toc")}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`} className="text-slate-700 hover:text-brand-700 hover:underline">
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
