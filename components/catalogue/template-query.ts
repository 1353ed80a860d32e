// Pure helpers for the template list's URL state (?template=, ?notify=) and the sample web resume link.
import type { TemplateDto } from "@/lib/shared/validations/catalogue/catalogue-dto";

/** The query string with `key` set to `value`, or without it when value is null; every other key is kept. */
export function withQueryParam(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The template a ?template= value names: the catalogue id (SPEC), or the componentName a hand-typed link may use. */
export function findTemplate(templates: TemplateDto[], ref: string): TemplateDto | undefined {
  return (
    templates.find((template) => template._id === ref) ?? templates.find((template) => template.componentName === ref)
  );
}

/** The sample web resume shown in the chosen colour theme (the public page reads ?theme=). */
export function webResumeHref(publicLink: string, theme: string | undefined): string {
  return theme ? `${publicLink}${withQueryParam("", "theme", theme)}` : publicLink;
}
