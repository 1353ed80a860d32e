import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { TemplateDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import { HomeSection } from "./home-section";
import { TemplateSlider } from "./template-slider";
import { coverPlaceholder } from "@/components/catalogue/cover-placeholder";
import { coverSources } from "@/lib/shared/catalogue/cover-sources";
import { cn } from "@/lib/shared/utils/cn";

/** docs/product.md §9: the home page lists at most 6 templates. */
const HOME_TEMPLATE_LIST_MAX = 6;

const previewHref = (template: TemplateDto) => `/templates?template=${encodeURIComponent(template._id)}`;

function Badges({ template }: { template: TemplateDto }) {
  const t = useTranslations("Home.templates");
  return (
    <span className="flex flex-wrap gap-1.5 text-xs font-medium">
      <span
        className={
          template.isPro
            ? "rounded bg-amber-50 px-1.5 py-0.5 text-amber-800"
            : "rounded bg-brand-50 px-1.5 py-0.5 text-brand-800"
        }
      >
        {t(template.isPro ? "pro" : "free")}
      </span>
      <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">{t(`columns.${template.columns}`)}</span>
    </span>
  );
}

function ThemeDots({ template }: { template: TemplateDto }) {
  const t = useTranslations("Home.templates");
  return (
    <span className="flex items-center gap-2 text-xs text-slate-600">
      <span aria-hidden className="flex -space-x-1">
        {template.themes.slice(0, 5).map((theme) => (
          <span
            key={theme.name}
            className="size-3.5 rounded-full ring-2 ring-white"
            style={{ backgroundColor: theme.hex }}
          />
        ))}
      </span>
      {t("themes", { count: template.themes.length })}
    </span>
  );
}

/** The template slider (every template on the first catalogue page) and the list of the first six. */
export function TemplatesSection({ templates }: { templates: TemplateDto[] }) {
  const t = useTranslations("Home.templates");
  if (templates.length === 0) return null;
  return (
    <HomeSection
      id="home-templates"
      title={t("title")}
      subtitle={t("subtitle")}
      more={{ href: "/templates", label: t("all") }}
    >
      <div className="mt-8">
        <TemplateSlider label={t("sliderLabel")} previousLabel={t("previous")} nextLabel={t("next")}>
          {templates.map((template) => (
            <li key={template._id} className="w-52 shrink-0 snap-start sm:w-60">
              <Link href={previewHref(template)} className="group block rounded-xl">
                {/* eslint-disable-next-line @next/next/no-img-element -- covers come from our own cover route, already sized */}
                <img
                  {...coverSources(template.coverImage)}
                  sizes="(min-width: 640px) 240px, 208px"
                  alt=""
                  width={640}
                  height={896}
                  loading="lazy"
                  className={cn(
                    "h-auto w-full rounded-xl border border-slate-200 shadow-sm transition group-hover:-translate-y-1 group-hover:shadow-md motion-reduce:transition-none",
                    coverPlaceholder,
                  )}
                />
                <span className="mt-3 flex items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900 group-hover:text-brand-700">{template.title}</span>
                  <Badges template={template} />
                </span>
              </Link>
            </li>
          ))}
        </TemplateSlider>
      </div>

      <h3 className="mt-12 text-lg font-semibold text-slate-900">{t("listTitle")}</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {templates.slice(0, HOME_TEMPLATE_LIST_MAX).map((template) => (
          <li key={template._id}>
            <Link
              href={previewHref(template)}
              data-testid="home-template-item"
              className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-300 hover:bg-brand-50/40"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">{template.title}</span>
                <Badges template={template} />
              </span>
              <span className="line-clamp-2 text-sm text-slate-600">{template.desc}</span>
              <ThemeDots template={template} />
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
