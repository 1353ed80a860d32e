// The answers of two fake models to the parser's refinement request (issue 24 item 5), built from a file of the
// evaluation set, its truth and the rule-based draft, in the shape the real model must answer
// (lib/shared/validations/resume-parse/parse-refinement.ts):
// - fromFile: a model that reads the file well. It answers with the truth, keeping only the strings that stand in the
//   file (a model answering from the file cannot know the rest), placed in the draft's sections as a model reading the draft would place them;
// - inventing: the same answer with two strings the file does not hold (a headline and an employer), as a model that
//   makes things up now and then. Its invented strings must be dropped and the rest kept.
// A model that invents the whole resume is the rejected case of tests/unit/resume-parse/apply-refinement.test.ts.
import { compact } from "./parse-score.mjs";

const INVENTED = { title: "Chief Visionary of Imaginary Things", employer: "Quantum Gardening Institute" };
const kindOf = (section) => section.kind ?? section.type;

const squashed = (text) => compact(text ?? "").toLowerCase();

/**
 * Each truth entry placed in a draft section of its kind, as a model reading the draft would place it: where the draft
 * already holds an entry with its title (the rules split one section into two, "Mother tongue" and "Other
 * languages"), else in the first draft section of that kind (custom sections by name). Answers only the draft
 * sections that receive entries; the rest keep the draft's.
 */
function placeEntries(truthSections, draftSections) {
  const placed = new Map();
  for (const section of truthSections) {
    const kind = kindOf(section);
    const candidates = draftSections.filter(
      (draft) => kindOf(draft) === kind && (kind !== "custom" || squashed(draft.name) === squashed(section.name)),
    );
    for (const item of section.data) {
      const target =
        candidates.find((draft) => draft.data.some((d) => squashed(d.title) === squashed(item.title))) ?? candidates[0];
      if (!target) continue;
      if (!placed.has(target.id)) placed.set(target.id, []);
      placed.get(target.id).push(item);
    }
  }
  return placed;
}

/** The answer of a model that reads the file well: the truth where it stands in the file. */
export function fromFileAnswer(truth, draft, source) {
  const haystack = source.toLowerCase();
  const inFile = (text) => {
    const wanted = compact(text ?? "").toLowerCase();
    return wanted !== "" && haystack.includes(wanted);
  };
  const keep = (text) => (inFile(text) ? text : "");
  const keepDate = (value) => {
    const year = /^\d{4}/.exec(value ?? "")?.[0];
    if (year) return haystack.includes(year) ? value : "";
    return value === "present" ? value : "";
  };
  const bareSrc = (src) =>
    src
      .replace(/^https?:\/\//i, "")
      .replace(/^www\./i, "")
      .replace(/\/+$/, "");
  const basicInfo = Object.fromEntries(
    ["name", "title", "email", "cellphone", "location"].map((key) => [key, keep(truth.basicInfo[key])]),
  );
  const links = truth.links
    .filter((link) => inFile(bareSrc(link.src)))
    .map((link) => ({ name: keep(link.name), src: link.src }));
  const placed = placeEntries(truth.sections, draft.sections);
  const sections = [...placed].map(([id, items]) => ({
    id,
    items: items.map((item) => ({
      title: keep(item.title),
      subTitle: keep(item.subTitle),
      startDate: keepDate(item.startDate),
      endDate: item.startDate ? keepDate(item.endDate || "present") : "",
      city: keep(item.city),
      description: item.description
        .split("\n")
        .map((line) => line.replace(/^\s*-\s*/, "").replace(/\*\*/g, ""))
        .filter(inFile)
        .join("\n"),
    })),
  }));
  return { basicInfo, links, sections };
}

/** The answer of a model that reads the file well but makes two things up. */
export function inventingAnswer(truth, draft, source) {
  const answer = fromFileAnswer(truth, draft, source);
  answer.basicInfo.title = INVENTED.title;
  const entry = answer.sections.find((section) => section.items.length > 0)?.items[0];
  if (entry) entry.subTitle = INVENTED.employer;
  return answer;
}

export const inventedByFake = Object.values(INVENTED);
