// A linked path (lib/shared/resume/translation-link.ts) as the editor's focus target (focus-field.ts): the same paths
// the content forms carry in data-field-path. A link label has no target of its own: its form is focused instead.
import type { FieldTarget } from "@/lib/shared/resume-check/types";

export function fieldTargetOf(path: string): FieldTarget | null {
  const [head, a, b, c] = path.split(".");
  if (head === "basicInfo" && a) return { field: a };
  if (head !== "sections" || !a || !b) return null;
  return c ? { sectionId: a, itemId: b.startsWith("#") ? undefined : b, field: c } : { sectionId: a, field: b };
}
