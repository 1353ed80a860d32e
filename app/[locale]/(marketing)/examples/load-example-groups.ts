// The examples page's data: the examples of one language grouped by category (categories by sort descending,
// docs/product.md §7), empty categories left out. Database errors are not caught on purpose: a failed render makes ISR
// keep serving the last good page (or shows error.tsx on a first render) instead of caching an empty catalogue for five
// minutes.
import type { CategoryDto, ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import { listCategories } from "@/lib/server/services/catalogue/list-categories";
import { listExamples } from "@/lib/server/services/catalogue/list-examples";
import type { CatalogueLocale } from "@/lib/shared/validations/catalogue/list-query";

/** docs/product.md §9: the examples list is fetched 40 at a time. */
const EXAMPLES_PAGE_SIZE = 40;

export type ExampleGroup = { category: CategoryDto; examples: ExampleDto[] };

export async function loadExampleGroups(locale: CatalogueLocale): Promise<ExampleGroup[]> {
  const [categories, examples] = await Promise.all([
    listCategories({ locale, pageSize: 100, currentPage: 1, sort: { field: "sort", direction: "desc" } }),
    listExamples({ locale, pageSize: EXAMPLES_PAGE_SIZE, currentPage: 1, sort: { field: "sort", direction: "desc" } }),
  ]);
  return categories.data
    .map((category) => ({ category, examples: examples.data.filter((example) => example.category === category._id) }))
    .filter((group) => group.examples.length > 0);
}
