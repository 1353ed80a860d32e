// The scorer of `npm run bench:parse` (issue 14 item 6, issue 24 item 1): each file of a set is read as an upload is
// (the extraction pool, then parseResume) and compared with its truth (our resume document) field by field, values
// normalised (NFKC, case, whitespace, Markdown and separator glyphs; phones by digits, links without scheme or
// `www.`, an empty end date equals `present`), lists matched as multisets. It prints, per set: precision, recall and
// F1 per field and language, F1 by kind of file, the worst files, the strings of the parsed resumes that do not stand
// in their files (and how many the rules read before the parser's last check cut them back to the file's text,
// lib/server/parse/keep-to-file.ts), and the time per file (p50, p95).
import path from "node:path";
import { createJiti } from "jiti";
import { root } from "../../lib/launch-env.mjs";

// The fields and how values compare are the app's (lib/server/pdf-check/resume-fields.ts), shared with the PDF
// read-back of the editor's "What an ATS reads" (issue 25 item 1), compiled on the fly by jiti.
const jiti = createJiti(import.meta.url, {
  alias: { "@": root, "server-only": path.join(root, "node_modules/server-only/empty.js") },
});
const { bareLink, matchCounts, resumeFieldLists } = await jiti.import(
  path.join(root, "lib/server/pdf-check/resume-fields.ts"),
);
const { readBackFields } = await jiti.import(path.join(root, "lib/shared/validations/pdf-check/read-back.ts"));
export const bare = (src) => bareLink(String(src ?? ""));
const fieldsOf = resumeFieldLists;
const FIELDS = readBackFields;

export const compact = (text) => String(text).normalize("NFKC").replace(/\s+/g, "");

/** A file's text as extracted, compacted: a PDF's text and the addresses of the links it carries over its text. */
export const fileText = (content) =>
  compact(
    content.source === "pdf"
      ? [
          ...content.items.map((i) => i.text),
          ...(content.links ?? []).map((l) => l.url.replace(/^https?:\/\//, "")),
        ].join("")
      : content.blocks.map((b) => b.text).join(""),
  );

/**
 * The strings of a parsed resume that do not stand in the file (the parser must never invent text): compared without
 * whitespace, which line joins add or drop; dates are skipped (normalised to YYYY-MM) and link addresses compared
 * without the scheme and `www.` (the parser and the model may add them). `ignoreCase`: as the refinement's check
 * reads them, capitals aside.
 */
export function inventedStrings(content, data, { ignoreCase = false } = {}) {
  const fold = (text) => (ignoreCase ? text.toLowerCase() : text);
  const source = fold(fileText(content));
  const strings = [
    ...Object.values(data.basicInfo).filter((v) => typeof v === "string"),
    ...data.links.flatMap((l) => [l.name, l.src.replace(/^https?:\/\//, "").replace(/^www\./, "")]),
    ...data.sections.flatMap((s) =>
      s.data.flatMap((i) => [
        i.title,
        i.subTitle,
        i.city,
        ...i.description.split("\n").map((l) => l.replace(/^- /, "")),
      ]),
    ),
  ];
  return strings.filter((text) => text && !source.includes(fold(compact(text))));
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
};
export const f1Of = ({ tp, fp, fn }) => {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
};
export const add = (into, { tp, fp, fn }) => {
  into.tp += tp;
  into.fp += fp;
  into.fn += fn;
};
export const zero = () => ({ tp: 0, fp: 0, fn: 0 });
const fmt = (x) => x.toFixed(3);

/** The match counts of one parsed document against its truth, summed over every field. */
export function documentCounts(truthData, data) {
  const truth = fieldsOf(truthData);
  const predicted = fieldsOf(data);
  const sum = zero();
  for (const field of FIELDS) add(sum, matchCounts(truth[field], predicted[field]));
  return sum;
}

/**
 * Reads and scores every file of one set and prints its tables. A file is { key, lang: "en" | "zh", kind, label,
 * bytes, truth } (truth: our resume document). `app` holds the app's functions (sniffFile, runExtractWorker,
 * parseResume); `worst` how many of the lowest files to list; `showFiles` prints a line per file, `explain` the truth
 * and the parsed values of each field it got wrong.
 */
export async function scoreSet(name, files, app, { showFiles = false, explain = false, worst = 8 } = {}) {
  const { sniffFile, runExtractWorker, parseResume } = app;
  const byLang = { en: {}, zh: {} };
  const byKind = {};
  const totalMs = [];
  const parseMs = [];
  const perFile = [];
  const invented = [];
  const unchecked = [];
  for (const file of files) {
    const t0 = performance.now();
    const content = await runExtractWorker(sniffFile(file.bytes).kind, file.bytes);
    const t1 = performance.now();
    const { data } = parseResume(content);
    const t2 = performance.now();
    for (const text of inventedStrings(content, data)) invented.push({ file, text });
    // What the rules read before the parser's last check cut it back to the file's text (keep-to-file.ts).
    for (const text of inventedStrings(content, parseResume(content, { keepToFile: false }).data))
      unchecked.push({ file, text });
    totalMs.push(t2 - t0);
    parseMs.push(t2 - t1);
    const truth = fieldsOf(file.truth);
    const predicted = fieldsOf(data);
    const fileSum = zero();
    const misses = [];
    for (const field of FIELDS) {
      const s = matchCounts(truth[field], predicted[field]);
      byLang[file.lang][field] ??= zero();
      add(byLang[file.lang][field], s);
      add(fileSum, s);
      byKind[`${file.lang} ${file.kind}`] ??= zero();
      add(byKind[`${file.lang} ${file.kind}`], s);
      if (s.fp + s.fn > 0) misses.push(field);
      if (explain && s.fp + s.fn > 0)
        console.log(
          `  ${file.key} ${file.label} ${field}: truth ${JSON.stringify(truth[field])} parsed ${JSON.stringify(predicted[field])}`.slice(
            0,
            400,
          ),
        );
    }
    const f1 = f1Of(fileSum).f1;
    perFile.push({ file, f1, misses });
    if (showFiles)
      console.log(
        `${file.lang} ${file.kind.padEnd(26)} ${file.key.padEnd(28)} F1 ${fmt(f1)}  ${(t2 - t0).toFixed(0)} ms  ${misses.join(" ")}`,
      );
  }

  console.log(`\n── ${name}: ${files.length} files ${"─".repeat(Math.max(0, 100 - name.length))}`);
  console.log(
    `${"field".padEnd(18)} ${"en P".padStart(6)} ${"en R".padStart(6)} ${"en F1".padStart(6)}   ${"zh P".padStart(6)} ${"zh R".padStart(6)} ${"zh F1".padStart(6)}`,
  );
  const micro = { en: zero(), zh: zero() };
  const present = { en: files.some((f) => f.lang === "en"), zh: files.some((f) => f.lang === "zh") };
  // A language without files in the set shows dashes, not a perfect score.
  const cells = (lang, s) => {
    if (!present[lang]) return ["–", "–", "–"].map((x) => x.padStart(6)).join(" ");
    const { precision, recall, f1 } = f1Of(s);
    return `${fmt(precision).padStart(6)} ${fmt(recall).padStart(6)} ${fmt(f1).padStart(6)}`;
  };
  for (const field of FIELDS) {
    const row = ["en", "zh"].map((lang) => {
      const s = byLang[lang][field] ?? zero();
      add(micro[lang], s);
      return cells(lang, s);
    });
    console.log(`${field.padEnd(18)} ${row.join("   ")}`);
  }
  const overall = { en: f1Of(micro.en), zh: f1Of(micro.zh) };
  console.log(`${"all fields (micro)".padEnd(18)} ${cells("en", micro.en)}   ${cells("zh", micro.zh)}`);
  console.log("F1 by kind of file:");
  for (const [kind, s] of Object.entries(byKind).sort()) console.log(`  ${kind.padEnd(34)} ${fmt(f1Of(s).f1)}`);
  const lowest = [...perFile].sort((a, b) => a.f1 - b.f1).slice(0, worst);
  console.log(`worst files:`);
  for (const { file, f1, misses } of lowest)
    console.log(`  ${fmt(f1)}  ${file.lang} ${file.label.padEnd(24)} ${file.key.padEnd(26)} ${misses.join(" ")}`);
  console.log(`strings of the parsed resumes not found in their files: ${invented.length}`);
  for (const { file, text } of invented.slice(0, 20))
    console.log(`  ${file.key} ${file.label}: ${JSON.stringify(text).slice(0, 140)}`);
  console.log(
    `  before the parser's last check (keep-to-file.ts), which cut them back to the file's text: ${unchecked.length}`,
  );
  for (const { file, text } of unchecked.slice(0, 20))
    console.log(`    ${file.key} ${file.label}: ${JSON.stringify(text).slice(0, 140)}`);
  const time = {
    p50: percentile(totalMs, 50),
    p95: percentile(totalMs, 95),
    parseP50: percentile(parseMs, 50),
    parseP95: percentile(parseMs, 95),
  };
  console.log(
    `time per file, extraction + parse: p50 ${time.p50.toFixed(0)} ms, p95 ${time.p95.toFixed(0)} ms; parse alone: p50 ${time.parseP50.toFixed(1)} ms, p95 ${time.parseP95.toFixed(1)} ms`,
  );
  return {
    set: name,
    files: files.length,
    f1: {
      en: present.en ? Number(fmt(overall.en.f1)) : null,
      zh: present.zh ? Number(fmt(overall.zh.f1)) : null,
    },
    minFileF1: Number(fmt(Math.min(...perFile.map((p) => p.f1)))),
    filesBelow060: perFile.filter((p) => p.f1 < 0.6).length,
    invented: invented.length,
    cutByCheck: unchecked.length,
    p50Ms: Math.round(time.p50),
    p95Ms: Math.round(time.p95),
    parseP95Ms: Number(time.parseP95.toFixed(1)),
  };
}
