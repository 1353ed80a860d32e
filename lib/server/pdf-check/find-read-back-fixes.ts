// What the reader of "What an ATS reads" can change (issue 25 item 1), from what the extractors made of the PDF:
// - twoColumnOrder: a two-column print whose sidebar a plain-text reader mixes into the main column (the sidebar's
//   values and the main column's alternate more than once in its text): the one-column download reads in order;
// - contactInIcon: an e-mail, phone or link that neither plain-text reader found, while the file links to it: it is
//   only behind an icon (or cut short on the page), and an ATS reads text, not link targets;
// - dateFormat: an entry's dates that no extractor recognised: written in a way date rules do not read.
import "server-only";
import { bareLink, digitsOf, squashText, type TFieldValue } from "@/lib/server/pdf-check/resume-fields";
import type {
  ReadBackExtractorDto,
  ReadBackFixDto,
  TReadBackExtractor,
} from "@/lib/shared/validations/pdf-check/read-back";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";

/** Shorter values ("Go", "AWS") occur by chance inside others and would place a column wrongly. */
const MIN_PLACED_CHARS = 5;
/** The reader names the message shows. */
const READER_NAMES: Record<TReadBackExtractor, string> = {
  ours: "ResumeCraft",
  pdftotext: "pdftotext",
  pdfjs: "pdf.js",
};

export type TFixInput = {
  format: TPdfFormat;
  /** The template's columns (lib/shared/templates/registry.ts). */
  columns: "one" | "two";
  values: readonly TFieldValue[];
  extractors: readonly ReadBackExtractorDto[];
  /** The plain text of each plain-text reader that ran. */
  texts: Partial<Record<TReadBackExtractor, string>>;
  linkTargets: readonly string[];
};

/** The contact details and the name: a sidebar template prints them in its sidebar, others above both columns. */
const HEADER_FIELDS = new Set(["name", "email", "phone", "location", "headline", "links"]);

/**
 * Whether a page of the text alternates between the main column's entries and the sidebar's more than once. Per page
 * (pages split at form feeds): the main column of page 1, its sidebar, then page 2 is the order a reader expects.
 * Only values that stand once in the whole text are placed: "Kafka" the skill must not be placed by a sentence of a
 * job's description that names it.
 */
function readsColumnsMixed(values: readonly TFieldValue[], text: string): boolean {
  const pages = text.split("\f").map(squashText);
  const whole = pages.join("");
  const once = (norm: string) => {
    const at = whole.indexOf(norm);
    return at >= 0 && whole.indexOf(norm, at + 1) < 0;
  };
  const placeable = values.filter(
    (value) =>
      !HEADER_FIELDS.has(value.field) &&
      !value.field.endsWith(".dates") &&
      value.norm.length >= MIN_PLACED_CHARS &&
      once(value.norm),
  );
  return pages.some((page) => {
    const placed = placeable
      .map((value) => ({ side: value.side, at: page.indexOf(value.norm) }))
      .filter((value) => value.at >= 0)
      .sort((a, b) => a.at - b.at);
    let runs = 0;
    placed.forEach((value, index) => {
      if (index === 0 || placed[index - 1]?.side !== value.side) runs += 1;
    });
    // Main then sidebar (or the sidebar first) is two runs: in order.
    return runs > 2;
  });
}

function linksTo(value: TFieldValue, targets: readonly string[]): boolean {
  return targets.some((target) => {
    const lower = target.toLowerCase();
    if (value.field === "email") return lower === `mailto:${value.value.toLowerCase()}`;
    if (value.field === "phone") return lower.startsWith("tel:") && digitsOf(lower) === value.norm;
    return value.field === "links" && bareLink(lower) === value.norm;
  });
}

export function findReadBackFixes(input: TFixInput): ReadBackFixDto[] {
  const fixes: ReadBackFixDto[] = [];
  const textReaders = (["pdftotext", "pdfjs"] as const).filter((reader) => input.texts[reader] !== undefined);
  if (input.format === "two" && input.columns === "two") {
    const mixed = textReaders.filter((reader) => readsColumnsMixed(input.values, input.texts[reader] ?? ""));
    if (mixed.length > 0)
      fixes.push({ key: "twoColumnOrder", values: { readers: mixed.map((r) => READER_NAMES[r]).join(", ") } });
  }
  const statusesOf = (index: number, readers: readonly TReadBackExtractor[]) =>
    input.extractors.filter((e) => e.ok && readers.includes(e.extractor)).map((e) => e.fields[index]?.status);
  const ran = input.extractors.filter((e) => e.ok).map((e) => e.extractor);
  const dates = new Set<string>();
  input.values.forEach((value, index) => {
    if (["email", "phone", "links"].includes(value.field) && textReaders.length > 0) {
      const unread = statusesOf(index, textReaders).every((status) => status !== "survived");
      if (unread && linksTo(value, input.linkTargets))
        fixes.push({ key: "contactInIcon", values: { value: value.value } });
    }
    if (value.field.endsWith(".dates") && ran.length > 0 && !dates.has(value.value)) {
      if (statusesOf(index, ran).every((status) => status !== "survived")) {
        dates.add(value.value);
        fixes.push({ key: "dateFormat", values: { value: value.value } });
      }
    }
  });
  return fixes;
}
