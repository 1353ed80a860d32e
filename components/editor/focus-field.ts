// Takes the keyboard to a field of the content forms from elsewhere in the editor (the resume check, issue 27 item 2).
// Fields carry the path the upload review names them by (data-field-path = TextField's reviewPath,
// "basicInfo.email", "sections.<sectionId>.<itemId>.description"); an entry without an id, a section's own setting or a
// field without an input (a font size) is found by its section (data-section-id) and its place there.
import type { FieldTarget } from "@/lib/shared/resume-check/types";

const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

function fieldPath(target: FieldTarget): string | null {
  if (target.sectionId === undefined) return `basicInfo.${target.field}`;
  return target.itemId ? `sections.${target.sectionId}.${target.itemId}.${target.field}` : null;
}

function findField(target: FieldTarget): HTMLElement | null {
  const path = fieldPath(target);
  const exact = path ? document.querySelector<HTMLElement>(`[data-field-path=${quoted(path)}]`) : null;
  if (exact || target.sectionId === undefined) return exact;
  const section = document.querySelector<HTMLElement>(`[data-section-id=${quoted(target.sectionId)}]`);
  const scope =
    target.itemIndex === undefined
      ? section
      : (section?.querySelectorAll<HTMLElement>('[data-testid="item-editor"]')[target.itemIndex] ?? section);
  const inputs = "input:not([type=checkbox]), textarea, select";
  return (
    (target.field === "description" && scope?.querySelector<HTMLElement>("textarea")) ||
    scope?.querySelector<HTMLElement>(inputs) ||
    null
  );
}

/** Focuses the field, waiting a few frames for the content panel to render when it was just opened. */
export function focusField(target: FieldTarget, frames = 5): void {
  const field = findField(target);
  if (field) {
    field.scrollIntoView?.({ block: "center" });
    field.focus({ preventScroll: true });
    return;
  }
  if (frames > 0) requestAnimationFrame(() => focusField(target, frames - 1));
}
