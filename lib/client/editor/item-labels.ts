// Which words an item's form speaks (issue 21 item 5): a job asks for a company and a position, a school for a degree
// and a major, a certificate for an issuer; only a fully custom section keeps the neutral title / subtitle. The
// messages live under Editor.fields.<kind>; the card of an entry is titled by what it holds.
import type { TItem, TSection } from "@/lib/shared/validations/resume-document/document";
import type { ItemFormKind } from "./item-form-kind";

export const itemLabelKinds = [
  "work",
  "education",
  "project",
  "certificate",
  "custom",
  "skill",
  "language",
  "hobby",
  "profile",
  "simple",
] as const;
export type ItemLabelKind = (typeof itemLabelKinds)[number];

export function itemLabelKind(section: Pick<TSection, "type" | "kind" | "onlyDesc" | "profile">): ItemLabelKind {
  if (section.profile || section.kind === "profile") return "profile";
  switch (section.kind) {
    case "empolyment":
      return "work";
    case "education":
      return "education";
    case "project":
      return "project";
    case "certificate":
      return "certificate";
    case "skills":
      return "skill";
    case "language":
      return "language";
    case "hobby":
      return "hobby";
  }
  // Older documents and imports may carry only the type.
  if (section.type === "empolyment") return "work";
  if (section.type === "education") return "education";
  if (section.type === "skills") return "skill";
  return section.onlyDesc ? "simple" : "custom";
}

const datedKinds: ReadonlySet<ItemLabelKind> = new Set(["work", "education", "project", "certificate", "custom"]);
const simpleKinds: ReadonlySet<ItemLabelKind> = new Set([...datedKinds, "hobby", "profile", "simple"]);

/** The label set that fits the form the section shows (item-form-kind.ts): an older document can hold, say, a
 * hobby section with dated entries, which then speaks like a custom section. */
export function labelsForForm(form: ItemFormKind, kind: ItemLabelKind): ItemLabelKind {
  if (form === "skill") return "skill";
  if (form === "language") return "language";
  if (form === "simple") return simpleKinds.has(kind) ? kind : "simple";
  return datedKinds.has(kind) ? kind : "custom";
}

/** The words an entry's card is titled by, or null when it holds none yet (the caller shows "New position"). A job
 * reads "Senior Engineer · Acme"; everything else its first field (the school, the project, the skill). */
export function itemCardTitle(kind: ItemLabelKind, item: Pick<TItem, "title" | "subTitle">): string | null {
  const title = item.title.trim();
  if (kind === "work") {
    const position = item.subTitle.trim();
    return [position, title].filter(Boolean).join(" · ") || null;
  }
  return title || null;
}
