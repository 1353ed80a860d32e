import { useTranslations } from "next-intl";
import { BookOpen } from "lucide-react";
import { Link } from "@/i18n/navigation";
import type { GuideSummary } from "@/lib/server/guides/load-guides";
import { HomeSection } from "./home-section";

export function GuidesSection({ guides }: { guides: GuideSummary[] }) {
  const t = useTranslations("Home.guides");
  if (guides.length === 0) return null;
  return (
    <HomeSection
      id="home-guides"
      title={t("title")}
      subtitle={t("subtitle")}
      more={{ href: "/guides", label: t("all") }}
    >
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.slug}>
            <Link
              href={`/guides/${guide.slug}`}
              className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-5 transition-colors hover:border-brand-300"
            >
              <BookOpen aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                <span className="block font-semibold text-slate-900">{guide.title}</span>
                <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{guide.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
