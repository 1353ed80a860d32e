// Builds a new section of a kind with its default name and, for the modules docs/product.md §3 names, sample content.
import { defaultSectionNames } from "@/lib/shared/validations/resume-document/default-names";
import {
  ZSection,
  type TResumeLang,
  type TSection,
  type TSectionKind,
} from "@/lib/shared/validations/resume-document/document";
import { moduleSamples } from "./module-samples";

const typeOfKind: Record<TSectionKind, TSection["type"]> = {
  empolyment: "empolyment",
  education: "education",
  skills: "skills",
  profile: "custom",
  certificate: "custom",
  project: "custom",
  language: "custom",
  hobby: "custom",
};

/** Kinds that read best in the narrow column of a two-column template. */
const sideKinds: ReadonlySet<TSectionKind> = new Set(["skills", "language", "hobby", "certificate"]);

let counter = 0;
/** Unique within a document. Ids are made when the user adds a section (never during render), so a clock-based
 * id cannot cause a hydration mismatch; pass an explicit id where determinism matters (tests, seeds). */
function newSectionId(kind: string): string {
  counter += 1;
  return `${kind}-${Date.now().toString(36)}-${counter.toString(36)}`;
}

export function createSection(kind: TSectionKind, lang: TResumeLang, id: string = newSectionId(kind)): TSection {
  const sampleLang = lang === "ch" || lang === "zh-tw" ? "ch" : "en";
  const samples = moduleSamples[sampleLang][kind] ?? [];
  return ZSection.parse({
    id,
    name: defaultSectionNames[lang][kind],
    type: typeOfKind[kind],
    kind,
    isCreated: true,
    position: sideKinds.has(kind) ? "side" : "main",
    tagStyle: kind === "skills" ? "tag" : "none",
    onlyDesc: kind === "profile" || kind === "hobby",
    profile: kind === "profile",
    // Flagged until the user edits them (ZItem.sample): the editor marks them and warns before they leave it.
    data: samples.map((sample, index) => ({ ...sample, id: `${id}-${index + 1}`, sample: true })),
  });
}
