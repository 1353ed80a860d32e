import { getTranslations, setRequestLocale } from "next-intl/server";
import { ArrowRight } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { Container } from "@/components/ui/container";
import { listGuides } from "@/lib/server/guides/load-guides";
import { metadataOf, type LocalePageProps } from "@/lib/server/i18n/page-metadata";

export const generateMetadata = metadataOf("guides", "/guides");

export default async function GuidesPage({ params }: LocalePageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Guides");
  const guides = listGuides(locale);

  return (
    <Container className="py-14 sm:py-20">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
        <p className="mt-4 text-lg text-slate-600">{t("subtitle")}</p>
      </header>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.slug}>
            <Link
              href={`/guides/${guide.slug}`}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-400"
            >
              <h2 className="text-lg font-semibold text-slate-900 group-hover:text-brand-800">{guide.title}</h2>
              <p className="mt-2 flex-1 text-slate-600">{guide.description}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                {t("read")}
                <ArrowRight aria-hidden className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
