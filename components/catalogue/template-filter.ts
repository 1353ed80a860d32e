// The list's client-side filters: by plan (free / premium) and by layout (one / two columns).
import type { TemplateDto } from "@/lib/shared/validations/catalogue/catalogue-dto";

export type PlanFilter = "all" | "free" | "premium";
export type ColumnsFilter = "all" | "one" | "two";
export type TemplateFilters = { plan: PlanFilter; columns: ColumnsFilter };

export const noFilters: TemplateFilters = { plan: "all", columns: "all" };

export function matchesFilters(template: TemplateDto, { plan, columns }: TemplateFilters): boolean {
  if (plan === "free" && template.isPro) return false;
  if (plan === "premium" && !template.isPro) return false;
  return columns === "all" || template.columns === columns;
}
