// Checks the creator's experience entries with the shared schema (lib/shared/validations/ai/experience-item.ts), which
// loads on first use, as lib/client/forms/use-schema-form.ts loads its schemas: zod stays out of the page's first load.
import type { ExperienceValues } from "./creator-types";

/** One message per field (the schema's English text; the form shows its translation). */
export type EntryErrors = Partial<Record<keyof ExperienceValues, string>>;

let schema: Promise<typeof import("@/lib/shared/validations/ai/experience-item").ZExperienceItem> | null = null;

export function loadExperienceSchema() {
  schema ??= Promise.all([
    import("@/lib/shared/validations/ai/experience-item"),
    // Zod's JIT probe would be reported by the Content-Security-Policy (see use-schema-form.ts).
    import("zod/v4/core").then((core) => core.config({ jitless: true })),
  ]).then(
    ([mod]) => mod.ZExperienceItem,
    (error: unknown) => {
      schema = null;
      throw error;
    },
  );
  return schema;
}

export async function checkExperience(values: ExperienceValues): Promise<EntryErrors> {
  const result = (await loadExperienceSchema()).safeParse(values);
  const errors: EntryErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "title") as keyof ExperienceValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const hasErrors = (errors: EntryErrors | undefined): boolean => Object.keys(errors ?? {}).length > 0;
