// The text a review path names in a resume document, or undefined when that field is gone (its item, link or
// section deleted). Sections and items are found by id, so moving them keeps their marks; links are named by position,
// as the parser marks them (a parsed link's id is its position then, but a mark does not follow a link the user moves).
// Shared: the review list compares with it on the server, the editor with its unsaved document.
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";

const ITEM_FIELDS = new Set(["title", "subTitle", "startDate", "endDate", "city", "description"]);
const LINK_FIELDS = new Set(["name", "src"]);
const BASIC_FIELDS = new Set(["name", "title", "email", "cellphone", "location", "birth", "wechat"]);

export function readFieldValue(data: TResumeData, path: string): string | undefined {
  const [root, ...rest] = path.split(".");
  if (root === "basicInfo" && rest.length === 1 && BASIC_FIELDS.has(rest[0]!)) {
    const value: unknown = data.basicInfo[rest[0] as keyof typeof data.basicInfo];
    return typeof value === "string" ? value : undefined;
  }
  if (root === "links" && rest.length === 2 && LINK_FIELDS.has(rest[1]!)) {
    const link = /^\d+$/.test(rest[0]!) ? data.links[Number(rest[0])] : undefined;
    return link?.[rest[1] as "name" | "src"];
  }
  if (root === "sections" && rest.length === 3 && ITEM_FIELDS.has(rest[2]!)) {
    const item = data.sections.find((section) => section.id === rest[0])?.data.find((entry) => entry.id === rest[1]);
    return item?.[rest[2] as "title"];
  }
  return undefined;
}
