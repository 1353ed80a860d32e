// A variant's field path (lib/shared/resume/variant-merge.ts) in words for the banner's list: where it is (basic info,
// a link, a section and its entry, the look) and which field, from the document the editor shows.
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";

const variantFieldKeys = [
  "title",
  "subTitle",
  "city",
  "description",
  "startDate",
  "endDate",
  "styles",
  "name",
  "location",
  "avatar",
  "cellphone",
  "email",
  "birth",
  "wechat",
  "src",
  "@columns",
  "@position",
  "@tagStyle",
  "@styles",
  "templateName",
  "templateTheme",
  "font",
  "spacing",
  "headline",
] as const;
type TVariantFieldKey = (typeof variantFieldKeys)[number];

export type TPlace =
  | { kind: "basicInfo" | "look" }
  | { kind: "link"; number: number }
  | { kind: "section"; section: string }
  | { kind: "item"; section: string; item: string };

const isFieldKey = (key: string): key is TVariantFieldKey => (variantFieldKeys as readonly string[]).includes(key);

/** Where the field is and its key among variantFieldKeys (null: a path this editor cannot name). */
export function describePath(path: string, data: TResumeData): { place: TPlace; field: TVariantFieldKey } | null {
  const [head, a = "", b = "", c] = path.split(".");
  if (head === "basicInfo")
    return a === "title" ? { place: { kind: "basicInfo" }, field: "headline" } : named({ kind: "basicInfo" }, a);
  if (head === "config") return named({ kind: "look" }, a);
  if (head === "links") {
    // Links by id (translation-link.ts); named by where the link stands now.
    const at = data.links.findIndex((link) => link.id === a);
    return at < 0 ? null : named({ kind: "link", number: at + 1 }, b);
  }
  if (head !== "sections") return null;
  const section = data.sections.find((s) => s.id === a);
  const sectionName = section?.name ?? "";
  if (c === undefined) return named({ kind: "section", section: sectionName }, b);
  const index = b.startsWith("#") ? Number(b.slice(1)) : -1;
  const item = section?.data.find((entry, i) => (entry.id ?? `#${i}`) === b) ?? section?.data[index];
  return named({ kind: "item", section: sectionName, item: item?.title ?? "" }, c);
}

function named(place: TPlace, key: string) {
  return isFieldKey(key) ? { place, field: key } : null;
}
