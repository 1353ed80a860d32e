// Typed calls of the example catalogue (docs/api.md "Catalogue"), over the shared apiFetch.
import type { Locale } from "@/i18n/routing";
import type { ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import { apiFetch } from "./api-fetch";

export const getExample = (id: string, signal?: AbortSignal) =>
  apiFetch<ExampleDto>(`/api/examples/${encodeURIComponent(id)}`, { signal });

/** The locale's most used examples first (the header's menu). */
export const listTopExamples = (locale: Locale, pageSize: number) =>
  apiFetch<{ data: ExampleDto[]; count: number }>(`/api/examples?pageSize=${pageSize}&sort=-used&locale=${locale}`);
