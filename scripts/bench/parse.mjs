#!/usr/bin/env node
// Quality and speed of the rule-based resume parser without AI (issue 14 item 6, issue 24 items 1–2), on four sets:
// - own: every seeded example resume (lib/server/catalogue/examples, English and Chinese) printed to PDF by the
//   production server (POST /api/download/{id}, the PDF users download) through the four templates the rules were
//   written against, one- and two-column, plus each example written as a Word file with the docx package in three
//   layouts;
// - held-out: the same examples printed through the eight templates the rules were not written for;
// - others-dev and others-test: resumes made by other tools (scripts/bench/lib/others/others-set.mjs): JSON Resume
//   documents rendered through eight npm themes and printed by Chromium, typeset by LaTeX classes (kept PDFs), and
//   written as Word files in five layouts not ours; split once by document into a development half, which rules may
//   be tuned on, and a test half, which they may not (tests/fixtures/resume-others/manifest.json).
// Each file is read back as an upload is (the extraction worker, then parseResume) and compared with its truth field
// by field (scripts/bench/lib/parse-score.mjs): precision, recall and F1 per field and per language, the worst files,
// strings not in the file, and the time per file (p50, p95) for the extraction plus the parse, and the parse alone.
// Targets: own ≥ 0.99; others-test F1 ≥ 0.92 English, ≥ 0.90 Chinese, no file below 0.60, no string that is not in
// the file; p95 ≤ 100 ms per file.
// The own and held-out PDFs use DATABASE_URL when set (a scratch database: it adds one user and a resume per example
// and template), else an embedded database in a temporary folder; the production build must be current (the launcher
// rebuilds otherwise). The others sets need Chromium (CHROMIUM_PATH, else /usr/bin/chromium), no server.
//   node scripts/bench/parse.mjs [--files] [--explain] [--only <text>] [--others-cache <folder>] [--no-pdf] [--direct]
//     [--from <folder>] [--refine]
//     [--sets own,held-out,others-dev,others-test]
//   (--files: one line per file with its scores; --explain: the truth and the parsed values of every field a file got
//   wrong; --only: the files whose "<document>--<layout>" holds the text; --others-cache <folder>: the others sets'
//   files are kept there and read back next time, as they do not depend on the parser; --direct: our templates are
//   printed from the document component by Chromium here (scripts/bench/lib/own-pdfs.mjs), with no build, server or
//   database; --no-pdf: our own Word files only, no server or database needed;
//   BENCH_PARSE_KEEP=<folder> writes the own and held-out PDFs there; --from <folder> reads the PDFs of such a kept set
//   instead of printing them, so the parser can be measured again without a build, a server or a database;
//   BENCH_PARSE_TEMPLATES="TemplateBold:one,…" replaces the own set's templates; --refine: each set is also refined by
//   two fake models, one answering from the file and one inventing text (scripts/bench/lib/refine-score.mjs, issue 24
//   item 5): no file may score lower than the rules alone, and no invented string may survive)
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createJiti } from "jiti";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { startEmbeddedDb } from "../lib/embedded-db.mjs";
import { root } from "../lib/launch-env.mjs";
import { startBenchServer } from "./lib/bench-server.mjs";
import { buildOthersSet } from "./lib/others/others-set.mjs";
import { openOwnPrinter } from "./lib/own-pdfs.mjs";
import { DOCX_LAYOUTS, ownDocx } from "./lib/parse-own-docx.mjs";
import { scoreSet } from "./lib/parse-score.mjs";
import { scoreRefinement } from "./lib/refine-score.mjs";
import { migrateDeploy } from "../db-migrate.mjs";

const parseTemplates = (list) =>
  list.split(",").map((entry) => {
    const [name, columns = "one"] = entry.split(":");
    return { name, columns };
  });
const OWN_TEMPLATES = parseTemplates(
  process.env.BENCH_PARSE_TEMPLATES ?? "TemplateModern:one,TemplateClassic:one,TemplateSidebar:two,TemplateSplit:two",
);
const HELD_OUT_TEMPLATES = parseTemplates(
  "TemplateBold:one,TemplateCompact:one,TemplateCreative:two,TemplateElegant:one,TemplateExecutive:two,TemplateIntro:two,TemplateMinimal:one,TemplateTimeline:one",
);
const ALL_SETS = ["own", "held-out", "others-dev", "others-test"];
const TARGET = { own: 0.99, others: { en: 0.92, zh: 0.9 }, minFile: 0.6, p95Ms: 100 };
const WARM_FILES = 40;

const argAfter = (flag) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const showFiles = process.argv.includes("--files");
const explain = process.argv.includes("--explain");
const only = argAfter("--only");
const withPdf = !process.argv.includes("--no-pdf");
const direct = process.argv.includes("--direct");
const refine = process.argv.includes("--refine");
const fromFolder = argAfter("--from");
const sets = (argAfter("--sets") ?? ALL_SETS.join(",")).split(",");
for (const set of sets) if (!ALL_SETS.includes(set)) throw new Error(`unknown set ${set}: ${ALL_SETS.join(", ")}`);

// The app's TypeScript, compiled on the fly; `server-only` is the empty module it is outside React's server build.
const jiti = createJiti(import.meta.url, {
  alias: { "@": root, "server-only": path.join(root, "node_modules/server-only/empty.js") },
});
const load = (file) => jiti.import(path.join(root, file));
const { seedExamples } = await load("lib/server/catalogue/examples/index.ts");
const { parseSeedExample } = await load("lib/server/catalogue/parse-seed-example.ts");
const { parseResume } = await load("lib/server/parse/parse-resume.ts");
const { runExtractWorker } = await load("lib/server/extract/run-extract-worker.ts");
const { sniffFile } = await load("lib/server/extract/sniff-file.ts");
const { fromJsonResume } = await load("lib/server/json-resume/from-json-resume.ts");
const { toLines } = await load("lib/server/parse/lines.ts");
const { applyRefinement } = await load("lib/server/parse/apply-refinement.ts");
const { ZParseRefinement } = await load("lib/shared/validations/resume-parse/parse-refinement.ts");

// ── PDFs of our templates from the production server ──────────────────────────────────────────────────────────────

const secret = crypto.randomBytes(32).toString("base64url");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rb-bench-parse-"));
const id = () => `bench${crypto.randomBytes(8).toString("hex")}`;

async function seedResumes(client, userId, examples, templates) {
  const ids = [];
  for (const example of examples)
    for (const template of templates) {
      const resumeId = id();
      const config = { ...example.config, templateName: template.name };
      await client.query(
        `INSERT INTO "Resume" (id, "userId", uuid, name, data, config, "updatedAt") VALUES ($1, $2, $3, $4, $5, $6, now())`,
        [resumeId, userId, crypto.randomUUID(), example.name, JSON.stringify(example.data), JSON.stringify(config)],
      );
      ids.push({ resumeId, example, template });
    }
  return ids;
}

const pdfFile = (example, template, bytes) => ({
  key: example.key,
  lang: example.lang,
  kind: `pdf ${template.columns}-column`,
  label: template.name,
  bytes,
  truth: example.data,
});

async function printPdfs(databaseUrl, pooled, examples, templates) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const userId = id();
  const sessionId = id();
  await client.query(
    `INSERT INTO "User" (id, email, "nickName", "isLifetime", "updatedAt") VALUES ($1, $2, 'Bench', true, now())`,
    [userId, `${userId}@bench.test`],
  );
  await client.query(
    `INSERT INTO "Session" (id, "userId", "sessionVersion", "userAgent") VALUES ($1, $2, 0, 'bench')`,
    [sessionId, userId],
  );
  const resumes = await seedResumes(client, userId, examples, templates);
  await client.end();
  const token = await encode({ token: { sub: userId, sessionVersion: 0, sid: sessionId }, secret });
  const server = await startBenchServer({ databaseUrl, pooled, secret, dataDir: tmp });
  try {
    const files = [];
    for (const { resumeId, example, template } of resumes) {
      const response = await fetch(`${server.base}/api/download/${resumeId}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ format: "two" }),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200)
        throw new Error(`download answered ${response.status}: ${bytes.toString().slice(0, 200)}`);
      files.push(pdfFile(example, template, bytes));
    }
    return files;
  } finally {
    await server.stop();
  }
}

/** The PDFs of a set written by BENCH_PARSE_KEEP, named `<example>-<template>.pdf`; every one must be there. */
const readKeptPdfs = (folder, examples, templates) =>
  examples.flatMap((example) =>
    templates.map((template) =>
      pdfFile(example, template, fs.readFileSync(path.join(folder, `${example.key}-${template.name}.pdf`))),
    ),
  );

/** The PDFs of our templates: the own set's and the held-out set's, as far as the sets asked for need them. */
async function templatePdfs(examples, wanted) {
  const templates = [...(wanted.own ? OWN_TEMPLATES : []), ...(wanted.heldOut ? HELD_OUT_TEMPLATES : [])];
  if (!withPdf || templates.length === 0) return [];
  if (fromFolder) return readKeptPdfs(fromFolder, examples, templates);
  const files = direct ? await printDirect(examples, templates) : await printThroughServer(examples, templates);
  // BENCH_PARSE_KEEP=<folder>: the PDFs are written there, to look at or to read again with --from.
  const keep = process.env.BENCH_PARSE_KEEP;
  if (keep) {
    fs.mkdirSync(keep, { recursive: true });
    for (const file of files) fs.writeFileSync(path.join(keep, `${file.key}-${file.label}.pdf`), file.bytes);
  }
  return files;
}

/** --direct: the document component printed by Chromium here (scripts/bench/lib/own-pdfs.mjs), no build or database. */
async function printDirect(examples, templates) {
  const printer = await openOwnPrinter();
  try {
    const files = [];
    for (const example of examples)
      for (const template of templates)
        files.push(
          pdfFile(
            example,
            template,
            await printer.print(example.data, { ...example.config, templateName: template.name }),
          ),
        );
    return files;
  } finally {
    await printer.close();
  }
}

async function printThroughServer(examples, templates) {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedDb({ dataDir: path.join(tmp, "pglite") });
    databaseUrl = embedded.url;
  }
  await migrateDeploy({ url: databaseUrl, migrationsDir: path.join(root, "prisma/migrations") });
  return printPdfs(databaseUrl, Boolean(embedded), examples, templates);
}

// ── Run ────────────────────────────────────────────────────────────────────────────────────────────────────────────

let embedded;
try {
  const examples = seedExamples.map((example) => ({
    ...example,
    lang: example.locale,
    ...parseSeedExample(example),
  }));
  const want = { own: sets.includes("own"), heldOut: sets.includes("held-out") };
  const pdfs = await templatePdfs(examples, want);
  const ownNames = new Set(OWN_TEMPLATES.map((t) => t.name));
  const bySet = {
    own: pdfs.filter((f) => ownNames.has(f.label)),
    "held-out": pdfs.filter((f) => !ownNames.has(f.label)),
  };
  if (want.own)
    for (const example of examples)
      for (const layout of DOCX_LAYOUTS)
        bySet.own.push({
          key: example.key,
          lang: example.lang,
          kind: `docx ${layout}`,
          label: layout,
          bytes: await ownDocx(example.data, example.lang, layout),
          truth: example.data,
        });
  const halves = sets.filter((s) => s.startsWith("others-")).map((s) => s.slice("others-".length));
  if (halves.length > 0) {
    const others = await buildOthersSet({ fromJsonResume, halves, only, cache: argAfter("--others-cache") });
    for (const half of halves) bySet[`others-${half}`] = others.filter((f) => f.split === half);
  }

  // A warm-up of the extraction thread and the parser, not counted: pdf.js and mammoth load on first use, and a new
  // thread reads its first few dozen files up to 1.5 times slower while V8 compiles pdf.js's code by use (measured:
  // the first 40 files of a new thread 2.6-3.0 s, 2.0 s after 4 files, against 1.6 s on a thread that has read 200). A
  // server's thread reads up to MAX_FILES_PER_THREAD files (lib/server/extract/extract-pool.ts): the figures below are
  // for such a warm thread. WARM_FILES files spread over every set are read first.
  const app = { sniffFile, runExtractWorker, parseResume };
  const everyFile = Object.values(bySet).flat();
  const step = Math.max(1, Math.floor(everyFile.length / WARM_FILES));
  for (const warm of everyFile.filter((_, i) => i % step === 0).slice(0, WARM_FILES))
    parseResume(await runExtractWorker(sniffFile(warm.bytes).kind, warm.bytes));

  const results = [];
  for (const set of sets) {
    const files = (bySet[set] ?? []).filter((f) => !only || `${f.key}--${f.label}`.includes(only));
    if (files.length === 0) {
      console.log(`\n── ${set}: no files (${set === "held-out" || withPdf ? "" : "--no-pdf; "}see the options above)`);
      continue;
    }
    results.push(await scoreSet(set, files, app, { showFiles, explain }));
    if (refine) results.push(await scoreRefinement(set, files, { ...app, toLines, applyRefinement, ZParseRefinement }));
  }

  const verdict = (ok) => (ok ? "met" : "MISSED");
  // A language the set (or --only) left without files has no figure to meet.
  const f1Verdict = (f1, target) => (f1 === null ? "no files" : verdict(f1 >= target));
  console.log("\n── targets");
  for (const r of results) {
    if (r.models) {
      for (const [model, m] of Object.entries(r.models))
        console.log(
          `${r.set} (${model}): no file worse than the rules ${verdict(m.worse === 0)}; 0 strings not in the file ${verdict(m.notInFile === 0)}`,
        );
      continue;
    }
    if (r.set === "own")
      console.log(`own: F1 ≥ ${TARGET.own} en ${f1Verdict(r.f1.en, TARGET.own)}, zh ${f1Verdict(r.f1.zh, TARGET.own)}`);
    if (r.set.startsWith("others-"))
      console.log(
        `${r.set}: en F1 ≥ ${TARGET.others.en} ${f1Verdict(r.f1.en, TARGET.others.en)}; zh F1 ≥ ${TARGET.others.zh} ${f1Verdict(r.f1.zh, TARGET.others.zh)}; no file below ${TARGET.minFile} ${verdict(r.filesBelow060 === 0)}; 0 strings not in the file ${verdict(r.invented === 0)}; p95 ≤ ${TARGET.p95Ms} ms ${verdict(r.p95Ms <= TARGET.p95Ms)}`,
      );
  }
  for (const r of results) console.log(JSON.stringify(r));
} finally {
  await embedded?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
