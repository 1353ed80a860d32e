// `npm run bench:parse -- --refine` (issue 24 item 5): with AI on, the model's refinement must never make a file worse
// than the rule-based result. Each file is read as an upload is (extraction, parseResume), then refined with the
// answers of two fake models (fake-refinements.mjs) through applyRefinement, the function the app runs on the real
// model's answer (lib/server/parse/apply-refinement.ts); the path from the model's HTTP answer to applyRefinement is
// tested against the fake model server (tests/integration/upload-parse/ai-refine.test.ts). It prints, per model: F1
// per language, how many files scored lower than the rules alone (target 0), how many refinements were accepted or
// rejected, and how many strings of the result do not stand in the file (target 0; the invented ones must be dropped).
import { fromFileAnswer, inventedByFake, inventingAnswer } from "./fake-refinements.mjs";
import { add, compact, documentCounts, f1Of, fileText, inventedStrings, zero } from "./parse-score.mjs";

const MODELS = { fromFile: fromFileAnswer, inventing: inventingAnswer };
const fmt = (x) => x.toFixed(3);

export async function scoreRefinement(name, files, app) {
  const { sniffFile, runExtractWorker, parseResume, toLines, applyRefinement, ZParseRefinement } = app;
  const rows = { rules: { en: zero(), zh: zero() } };
  const tally = {};
  for (const model of Object.keys(MODELS)) {
    rows[model] = { en: zero(), zh: zero() };
    tally[model] = { worse: [], accepted: 0, rejected: 0, notInFile: 0, inventedKept: 0, samples: [] };
  }
  for (const file of files) {
    const content = await runExtractWorker(sniffFile(file.bytes).kind, file.bytes);
    const parsed = parseResume(content);
    const lines = toLines(content);
    const source = fileText(content);
    const rule = documentCounts(file.truth, parsed.data);
    add(rows.rules[file.lang], rule);
    for (const [model, answerOf] of Object.entries(MODELS)) {
      const answer = ZParseRefinement.parse(answerOf(file.truth, parsed.data, source));
      const result = applyRefinement(parsed, answer, lines);
      const t = tally[model];
      t[result.status] += 1;
      const data = result.status === "accepted" ? result.data : parsed.data;
      const counts = documentCounts(file.truth, data);
      add(rows[model][file.lang], counts);
      if (f1Of(counts).f1 < f1Of(rule).f1 - 1e-9)
        t.worse.push(`${file.key} ${file.label} ${fmt(f1Of(rule).f1)} → ${fmt(f1Of(counts).f1)}`);
      // Case aside: the checker, like an ATS, reads "SENIOR ENGINEER" printed in capitals as the truth's words.
      const before = new Set(inventedStrings(content, parsed.data, { ignoreCase: true }));
      const added = inventedStrings(content, data, { ignoreCase: true }).filter((text) => !before.has(text));
      t.notInFile += added.length;
      t.samples.push(
        ...added.slice(0, 2).map((text) => `${file.key} ${file.label}: ${JSON.stringify(text).slice(0, 120)}`),
      );
      const written = compact(JSON.stringify(data));
      t.inventedKept += inventedByFake.filter((text) => written.includes(compact(text))).length;
    }
  }
  console.log(`\n── ${name}, refined by fake models: ${files.length} files ${"─".repeat(40)}`);
  const f1 = (counts, lang) => (files.some((f) => f.lang === lang) ? fmt(f1Of(counts[lang]).f1) : "–");
  console.log(`${"".padEnd(12)} ${"en F1".padStart(6)} ${"zh F1".padStart(6)}  worse  accepted  rejected  not in file`);
  console.log(`${"rules".padEnd(12)} ${f1(rows.rules, "en").padStart(6)} ${f1(rows.rules, "zh").padStart(6)}`);
  for (const model of Object.keys(MODELS)) {
    const t = tally[model];
    console.log(
      `${model.padEnd(12)} ${f1(rows[model], "en").padStart(6)} ${f1(rows[model], "zh").padStart(6)}  ${String(t.worse.length).padStart(5)}  ${String(t.accepted).padStart(8)}  ${String(t.rejected).padStart(8)}  ${String(t.notInFile + t.inventedKept).padStart(11)}`,
    );
    for (const line of t.worse.slice(0, 10)) console.log(`  worse: ${line}`);
    for (const line of t.samples.slice(0, 10)) console.log(`  not in the file: ${line}`);
  }
  return {
    set: `${name} refined`,
    files: files.length,
    models: Object.fromEntries(
      Object.keys(MODELS).map((model) => [
        model,
        {
          f1: { en: f1(rows[model], "en"), zh: f1(rows[model], "zh") },
          worse: tally[model].worse.length,
          notInFile: tally[model].notInFile + tally[model].inventedKept,
        },
      ]),
    ),
    rules: { en: f1(rows.rules, "en"), zh: f1(rows.rules, "zh") },
  };
}
