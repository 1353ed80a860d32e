// Database rows → the spec's field names (docs/product.md §3: _id, columns "one"/"two", userId {avatar, nickName} …),
// in the request's language. Pages and the API share these shapes.
import "server-only";
import { z } from "zod";
import type { Category, Example, Template } from "@/generated/prisma/client";
import { publicResumePath, templateCoverUrl, templateSampleUuid } from "@/lib/server/catalogue/stable-uuid";
import type { CatalogueLocale } from "@/lib/shared/validations/catalogue/list-query";
import type { CategoryDto, ExampleDto, TemplateDto } from "@/lib/shared/validations/catalogue/catalogue-dto";

const ZStoredThemes = z.array(
  z.object({ name: z.string(), display: z.string(), displayZh: z.string().optional(), hex: z.string() }),
);

const pick = (locale: CatalogueLocale, en: string, zh: string): string => (locale === "zh" && zh ? zh : en);

/**
 * The stored cover and sample link are the English ones (sync-templates); in Chinese the generated ones point at the
 * Chinese sample instead. A cover or link set by hand (anything else) is kept as it is.
 */
function localizedCover(row: Template, locale: CatalogueLocale): string {
  return locale === "zh" && row.coverImage === templateCoverUrl(row.componentName)
    ? templateCoverUrl(row.componentName, "zh")
    : row.coverImage;
}

function localizedSampleLink(row: Template, locale: CatalogueLocale): string | null {
  const english = publicResumePath(templateSampleUuid(row.componentName));
  return locale === "zh" && row.publicLink === english
    ? publicResumePath(templateSampleUuid(row.componentName, "zh"))
    : row.publicLink;
}

export function toTemplateDto(row: Template, locale: CatalogueLocale): TemplateDto {
  const themes = ZStoredThemes.safeParse(row.themes);
  return {
    _id: row.id,
    componentName: row.componentName,
    name: row.name,
    title: pick(locale, row.title, row.titleZh),
    desc: pick(locale, row.desc, row.descZh),
    coverImage: localizedCover(row, locale),
    publicLink: localizedSampleLink(row, locale),
    isPro: row.isPro,
    columns: row.columns === "TWO" ? "two" : "one",
    themes: (themes.success ? themes.data : []).map((theme) => ({
      name: theme.name,
      display: pick(locale, theme.display, theme.displayZh ?? ""),
      hex: theme.hex,
    })),
    sort: row.sort,
  };
}

export type ExampleRow = Example & {
  resume: { uuid: string; coverImg: string | null; config: unknown };
  creator: { avatar: string | null; nickName: string };
};

export const exampleInclude = {
  resume: { select: { uuid: true, coverImg: true, config: true } },
  creator: { select: { avatar: true, nickName: true } },
} as const;

const ZTemplateName = z.object({ templateName: z.string() });

/** The rendered first page when there is one; until then the cover of the example's template. */
function exampleCover(row: ExampleRow): string {
  const rendered = row.resume.coverImg ?? row.coverImg;
  if (rendered) return rendered;
  const config = ZTemplateName.safeParse(row.resume.config);
  return templateCoverUrl(
    config.success ? config.data.templateName : "TemplateModern",
    row.locale === "zh" ? "zh" : "en",
  );
}

export function toExampleDto(row: ExampleRow): ExampleDto {
  return {
    _id: row.id,
    name: row.name,
    desc: row.desc,
    coverImg: exampleCover(row),
    uuid: row.resume.uuid,
    used: row.used,
    category: row.categoryId,
    userId: { avatar: row.creator.avatar ?? "", nickName: row.creator.nickName },
  };
}

export function toCategoryDto(row: Category, locale: CatalogueLocale): CategoryDto {
  return {
    _id: row.id,
    slug: row.slug,
    name: pick(locale, row.name, row.nameZh),
    desc: pick(locale, row.desc, row.descZh),
    coverImage: row.coverImage,
    sort: row.sort,
  };
}
