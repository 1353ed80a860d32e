// Everything an example's own page shows: the example, its resume as the public page would show it (hidden e-mail
// and phone removed by the same rules as /r), its category in the page's language, and up to 3 more examples of that
// category. Null for an unknown, deleted or private example. Cached per request: metadata and page share one load.
import { cache } from "react";
import { findExample, type ExampleDetailDto } from "@/lib/server/services/catalogue/find-example";
import { listCategories } from "@/lib/server/services/catalogue/list-categories";
import { listExamples } from "@/lib/server/services/catalogue/list-examples";
import type { CategoryDto, ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import { findPublicResume } from "@/lib/server/services/public-resumes/find-public-resume";
import { toPublicResumeView, type PublicResumeView } from "@/lib/server/services/public-resumes/to-public-resume-view";
import type { CatalogueLocale } from "@/lib/shared/validations/catalogue/list-query";

const RELATED_EXAMPLE_COUNT = 3;

export type ExamplePageData = {
  example: ExampleDetailDto;
  view: PublicResumeView;
  category: CategoryDto | null;
  related: ExampleDto[];
};

export const loadExamplePage = cache(async (id: string, locale: CatalogueLocale): Promise<ExamplePageData | null> => {
  const example = await findExample(id);
  if (!example) return null;
  const [resume, categories, sameCategory] = await Promise.all([
    findPublicResume(example.uuid),
    listCategories({ locale, pageSize: 100, currentPage: 1, sort: { field: "sort", direction: "desc" } }),
    listExamples({
      locale,
      category: example.category,
      pageSize: RELATED_EXAMPLE_COUNT + 1,
      currentPage: 1,
      sort: { field: "used", direction: "desc" },
    }),
  ]);
  // findExample and findPublicResume apply the same public/not-deleted rule; a change between the two reads is a 404.
  if (!resume) return null;
  return {
    example,
    view: toPublicResumeView(resume),
    category: categories.data.find((category) => category._id === example.category) ?? null,
    related: sameCategory.data.filter((other) => other._id !== example._id).slice(0, RELATED_EXAMPLE_COUNT),
  };
});
