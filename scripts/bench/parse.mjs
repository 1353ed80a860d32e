#!/usr/bin/env node
// Quality and speed of the rule-based resume parser without AI (issue 14 item 6), on an evaluation set made from the
// product itself: every seeded example resume (lib/server/catalogue/examples, English and Chinese) printed to PDF by the
// production server (POST /api/download/{id}, the PDF users download) through several templates, one- and
// two-column, plus each example written as a Word file with the docx package in three layouts. Each file is read back
// as an upload is (the extraction worker, then parseResume) and compared with the example's own data, field by field:
// precision, recall and F1 per field and per language, and the time per file (p50, p95) for the extraction plus the
// parse, and for the parse alone. Targets: F1 ≥ 0.90 English, ≥ 0.85 Chinese; p95 ≤ 100 ms per file.
// Uses DATABASE_URL when set (a scratch database: it adds one user and a resume per example and template), else an
// embedded database in a temporary folder. The production build must be current (the launcher rebuilds otherwise).
//   node scripts/bench/parse.mjs [--files] [--no-pdf] [--from <folder>]  (BENCH_PARSE_TEMPLATES: see below)
//   (--files: one line per file with its scores; --no-pdf: the Word files only, no server or database needed;
//   BENCH_PARSE_KEEP=<folder> writes the evaluation set there; --from <folder> reads the PDFs of such a kept set
//   instead of printing them, so the parser can be measured again without a build, a server or a database)
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { createJiti } from "jiti";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { startEmbeddedDb } from "../lib/embedded-db.mjs";
import { root } from "../lib/launch-env.mjs";
import { startBenchServer } from "./lib/bench-server.mjs";
import { migrateDeploy } from "../db-migrate.mjs";

const TEMPLATES = [
  { name: "TemplateModern", columns: "one" },
  { name: "TemplateClassic", columns: "one" },
  { name: "TemplateSidebar", columns: "two" },
  { name: "TemplateSplit", columns: "two" },
];
// BENCH_PARSE_TEMPLATES="TemplateBold:one,TemplateCreative:two": other templates instead (a held-out set: the rules were
// written looking at the four above).
const templates = process.env.BENCH_PARSE_TEMPLATES
  ? process.env.BENCH_PARSE_TEMPLATES.split(",").map((entry) => {
      const [name, columns = "one"] = entry.split(":");
      return { name, columns };
    })
  : TEMPLATES;
const DOCX_LAYOUTS = ["headings", "stacked", "table"];
const TARGET_F1 = { en: 0.9, zh: 0.85 };
const TARGET_P95_MS = 100;
const showFiles = process.argv.includes("--files");
const withPdf = !process.argv.includes("--no-pdf");
const fromIndex = process.argv.indexOf("--from");
const fromFolder = fromIndex >= 0 ? process.argv[fromIndex + 1] : undefined;

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

// ── Ground truth and comparison ────────────────────────────────────────────────────────────────────────────────────

const squash = (text) =>
  String(text ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\*\*|\*/g, "")
    .replace(/^\s*[-•]\s*/gm, "")
    // Separator glyphs between two parts ("软件工程 · 本科", "Go | Python") are layout, not content.
    .replace(/[\s\u00a0\u3000·•|｜]+/g, "");
const digits = (text) => String(text ?? "").replace(/\D/g, "");
const bare = (src) =>
  String(src ?? "")
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/+$/, "");
const dates = (item) => (item.startDate ? `${item.startDate}|${item.endDate || "present"}` : "");

const sectionItems = (data, kind) => data.sections.filter((s) => s.kind === kind).flatMap((s) => s.data);
const summaryOf = (data) =>
  sectionItems(data, "profile")
    .map((i) => i.description)
    .join("\n");

/** Each field as a list of normalised values (a scalar is a list of at most one). */
function fieldsOf(data) {
  const info = data.basicInfo;
  const work = sectionItems(data, "empolyment");
  const education = sectionItems(data, "education");
  const one = (value) => (value ? [value] : []);
  return {
    name: one(squash(info.name)),
    email: one(squash(info.email)),
    phone: one(digits(info.cellphone)),
    location: one(squash(info.location)),
    headline: one(squash(info.title)),
    summary: one(squash(summaryOf(data))),
    links: data.links.map((l) => bare(l.src)).filter(Boolean),
    skills: sectionItems(data, "skills")
      .map((i) => squash(i.title))
      .filter(Boolean),
    languages: sectionItems(data, "language")
      .map((i) => squash(i.title))
      .filter(Boolean),
    "work.company": work.map((i) => squash(i.title)).filter(Boolean),
    "work.position": work.map((i) => squash(i.subTitle)).filter(Boolean),
    "work.dates": work.map(dates).filter(Boolean),
    "education.school": education.map((i) => squash(i.title)).filter(Boolean),
    "education.degree": education.map((i) => squash(i.subTitle)).filter(Boolean),
    "education.dates": education.map(dates).filter(Boolean),
  };
}
const FIELDS = Object.keys(fieldsOf({ basicInfo: {}, links: [], sections: [] }));

/**
 * The strings of a parsed resume that do not stand in the file (the parser must never invent text): compared without
 * whitespace, which line joins add or drop; dates are skipped (normalised to YYYY-MM) and link addresses compared
 * without the scheme the parser may add.
 */
function inventedStrings(content, data) {
  const compact = (text) => String(text).normalize("NFKC").replace(/\s+/g, "");
  const source = compact(
    content.source === "pdf" ? content.items.map((i) => i.text).join("") : content.blocks.map((b) => b.text).join(""),
  );
  const strings = [
    ...Object.values(data.basicInfo).filter((v) => typeof v === "string"),
    ...data.links.flatMap((l) => [l.name, l.src.replace(/^https:\/\//, "")]),
    ...data.sections.flatMap((s) =>
      s.data.flatMap((i) => [
        i.title,
        i.subTitle,
        i.city,
        ...i.description.split("\n").map((l) => l.replace(/^- /, "")),
      ]),
    ),
  ];
  return strings.filter((text) => text && !source.includes(compact(text)));
}

/** Multiset match: a predicted value is right when the truth holds it (and it was not matched already). */
function score(truth, predicted) {
  const left = [...truth];
  let tp = 0;
  for (const value of predicted) {
    const at = left.indexOf(value);
    if (at >= 0) {
      left.splice(at, 1);
      tp += 1;
    }
  }
  return { tp, fp: predicted.length - tp, fn: truth.length - tp };
}

// ── Word files in three layouts ────────────────────────────────────────────────────────────────────────────────────

const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
function writtenDate(value, lang, style) {
  if (!value) return lang === "zh" ? "至今" : "Present";
  const [year, month] = value.split("-");
  if (!month) return year;
  if (lang === "zh") return style === 0 ? `${year}.${month}` : `${year}年${Number(month)}月`;
  return style === 0 ? `${monthNames[Number(month) - 1]} ${year}` : `${month}/${year}`;
}
const range = (item, lang, style) =>
  item.startDate ? `${writtenDate(item.startDate, lang, style)} – ${writtenDate(item.endDate, lang, style)}` : "";
const descriptionParagraphs = (text) =>
  String(text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) =>
      line.startsWith("- ")
        ? new Paragraph({ text: line.slice(2).replace(/\*\*/g, ""), bullet: { level: 0 } })
        : new Paragraph(line.replace(/\*\*/g, "")),
    );

function docxChildren(data, lang, layout) {
  const info = data.basicInfo;
  const contact = [info.email, info.cellphone, info.location, ...data.links.map((l) => bare(l.src))].filter(Boolean);
  const heading = (text) =>
    layout === "headings"
      ? new Paragraph({ text, heading: HeadingLevel.HEADING_1 })
      : new Paragraph({
          children: [new TextRun({ text: lang === "zh" ? text : text.toUpperCase(), bold: true, size: 26 })],
        });
  const out = [
    layout === "headings"
      ? new Paragraph({ text: info.name, heading: HeadingLevel.TITLE })
      : new Paragraph({
          children: [new TextRun({ text: info.name, bold: true, size: 40 })],
          alignment: AlignmentType.CENTER,
        }),
  ];
  if (info.title) out.push(new Paragraph(info.title));
  out.push(new Paragraph(contact.join(" | ")));
  const style = layout === "stacked" ? 1 : 0;
  for (const section of data.sections) {
    if (section.data.length === 0) continue;
    out.push(heading(section.name));
    const isEntry = ["empolyment", "education", "project"].includes(section.kind);
    if (!isEntry) {
      const isList = ["skills", "language", "certificate", "hobby"].includes(section.kind);
      if (isList)
        out.push(
          new Paragraph(
            section.data
              .map((i) => i.title)
              .filter(Boolean)
              .join(lang === "zh" ? "、" : ", "),
          ),
        );
      else for (const item of section.data) out.push(...descriptionParagraphs(item.description));
      continue;
    }
    if (layout === "table") {
      const rows = section.data.map(
        (item) =>
          new TableRow({
            children: [
              new TableCell({
                width: { size: 25, type: WidthType.PERCENTAGE },
                children: [new Paragraph(range(item, lang, 0))],
              }),
              new TableCell({
                width: { size: 75, type: WidthType.PERCENTAGE },
                children: [
                  new Paragraph({ children: [new TextRun({ text: item.title, bold: true })] }),
                  new Paragraph(item.subTitle),
                  ...descriptionParagraphs(item.description),
                ],
              }),
            ],
          }),
      );
      out.push(new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } }));
      continue;
    }
    for (const item of section.data) {
      if (layout === "headings") {
        out.push(
          new Paragraph({
            children: [
              new TextRun({ text: item.title, bold: true }),
              new TextRun(`\t${item.subTitle}\t${range(item, lang, style)}`),
            ],
          }),
        );
      } else {
        out.push(new Paragraph({ children: [new TextRun({ text: item.subTitle || item.title, bold: true })] }));
        out.push(new Paragraph([item.subTitle ? item.title : "", item.city].filter(Boolean).join(" | ")));
        out.push(new Paragraph(range(item, lang, style)));
      }
      out.push(...descriptionParagraphs(item.description));
    }
  }
  return out;
}

// ── PDFs from the production server ────────────────────────────────────────────────────────────────────────────────

const secret = crypto.randomBytes(32).toString("base64url");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rb-bench-parse-"));
const id = () => `bench${crypto.randomBytes(8).toString("hex")}`;

async function seedResumes(client, userId, examples) {
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

async function printPdfs(databaseUrl, pooled, examples) {
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
  const resumes = await seedResumes(client, userId, examples);
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
      files.push({ example, kind: `pdf ${template.columns}-column`, label: template.name, bytes });
    }
    return files;
  } finally {
    await server.stop();
  }
}

/** The PDFs of a set written by BENCH_PARSE_KEEP, named `<example>-<template>.pdf`; every one must be there. */
function readKeptPdfs(folder, examples) {
  return examples.flatMap((example) =>
    templates.map((template) => ({
      example,
      kind: `pdf ${template.columns}-column`,
      label: template.name,
      bytes: fs.readFileSync(path.join(folder, `${example.key}-${template.name}.pdf`)),
    })),
  );
}

// ── Run ────────────────────────────────────────────────────────────────────────────────────────────────────────────

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
const f1Of = ({ tp, fp, fn }) => {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
};
const add = (into, { tp, fp, fn }) => {
  into.tp += tp;
  into.fp += fp;
  into.fn += fn;
};
const zero = () => ({ tp: 0, fp: 0, fn: 0 });

let embedded;
try {
  const examples = seedExamples.map((example) => ({
    ...example,
    lang: example.locale,
    data: parseSeedExample(example).data,
  }));
  const files = [];
  if (withPdf && fromFolder) files.push(...readKeptPdfs(fromFolder, examples));
  else if (withPdf) {
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      embedded = await startEmbeddedDb({ dataDir: path.join(tmp, "pglite") });
      databaseUrl = embedded.url;
    }
    await migrateDeploy({ url: databaseUrl, migrationsDir: path.join(root, "prisma/migrations") });
    files.push(...(await printPdfs(databaseUrl, Boolean(embedded), examples)));
  }
  for (const example of examples)
    for (const layout of DOCX_LAYOUTS) {
      const doc = new Document({ sections: [{ children: docxChildren(example.data, example.lang, layout) }] });
      files.push({ example, kind: `docx ${layout}`, label: layout, bytes: await Packer.toBuffer(doc) });
    }

  // BENCH_PARSE_KEEP=<folder>: the evaluation set is written there, to look at.
  const keep = process.env.BENCH_PARSE_KEEP;
  if (keep) {
    fs.mkdirSync(keep, { recursive: true });
    for (const file of files)
      fs.writeFileSync(
        path.join(keep, `${file.example.key}-${file.label}.${file.kind.startsWith("pdf") ? "pdf" : "docx"}`),
        file.bytes,
      );
  }

  // One warm-up of the extraction worker and the parser, not counted (pdf.js and mammoth load on first use).
  const warm = files[0];
  parseResume(await runExtractWorker(sniffFile(warm.bytes).kind, warm.bytes));

  const byLang = { en: {}, zh: {} };
  const byKind = {};
  const totalMs = [];
  const parseMs = [];
  let inventedCount = 0;
  for (const file of files) {
    const t0 = performance.now();
    const sniffed = sniffFile(file.bytes);
    const content = await runExtractWorker(sniffed.kind, file.bytes);
    const t1 = performance.now();
    const { data } = parseResume(content);
    const t2 = performance.now();
    const invented = inventedStrings(content, data);
    inventedCount += invented.length;
    if (invented.length > 0)
      console.log(`${file.example.key} ${file.label}: not in the file: ${JSON.stringify(invented)}`);
    totalMs.push(t2 - t0);
    parseMs.push(t2 - t1);
    const truth = fieldsOf(file.example.data);
    const predicted = fieldsOf(data);
    const lang = file.example.lang;
    const fileSum = zero();
    for (const field of FIELDS) {
      const s = score(truth[field], predicted[field]);
      byLang[lang][field] ??= zero();
      add(byLang[lang][field], s);
      add(fileSum, s);
      byKind[`${lang} ${file.kind}`] ??= zero();
      add(byKind[`${lang} ${file.kind}`], s);
    }
    if (showFiles)
      console.log(
        `${lang} ${file.kind.padEnd(18)} ${file.label.padEnd(16)} ${file.example.key.padEnd(28)} F1 ${f1Of(fileSum).f1.toFixed(3)}  ${(t2 - t0).toFixed(0)} ms`,
      );
  }

  const fmt = (x) => x.toFixed(3);
  console.log(
    `\nfiles: ${files.length} (${examples.length} examples; PDF through ${templates.map((t) => t.name).join(", ")}; DOCX ${DOCX_LAYOUTS.join(", ")})`,
  );
  console.log(
    `\n${"field".padEnd(18)} ${"en P".padStart(6)} ${"en R".padStart(6)} ${"en F1".padStart(6)}   ${"zh P".padStart(6)} ${"zh R".padStart(6)} ${"zh F1".padStart(6)}`,
  );
  const micro = { en: zero(), zh: zero() };
  for (const field of FIELDS) {
    const cells = ["en", "zh"].map((lang) => {
      const s = byLang[lang][field] ?? zero();
      add(micro[lang], s);
      const { precision, recall, f1 } = f1Of(s);
      return `${fmt(precision).padStart(6)} ${fmt(recall).padStart(6)} ${fmt(f1).padStart(6)}`;
    });
    console.log(`${field.padEnd(18)} ${cells.join("   ")}`);
  }
  const overall = { en: f1Of(micro.en), zh: f1Of(micro.zh) };
  console.log(
    `${"all fields (micro)".padEnd(18)} ${["en", "zh"].map((l) => `${fmt(overall[l].precision).padStart(6)} ${fmt(overall[l].recall).padStart(6)} ${fmt(overall[l].f1).padStart(6)}`).join("   ")}`,
  );
  console.log("\nF1 by file kind:");
  for (const [kind, s] of Object.entries(byKind).sort()) console.log(`  ${kind.padEnd(26)} ${fmt(f1Of(s).f1)}`);
  const time = {
    p50: percentile(totalMs, 50),
    p95: percentile(totalMs, 95),
    parseP50: percentile(parseMs, 50),
    parseP95: percentile(parseMs, 95),
  };
  console.log(
    `\ntime per file, extraction + parse: p50 ${time.p50.toFixed(0)} ms, p95 ${time.p95.toFixed(0)} ms; parse alone: p50 ${time.parseP50.toFixed(1)} ms, p95 ${time.parseP95.toFixed(1)} ms`,
  );
  console.log(`strings of the parsed resumes not found in their files: ${inventedCount}`);
  const verdict = (ok) => (ok ? "met" : "MISSED");
  console.log(
    `targets: en F1 ≥ ${TARGET_F1.en} ${verdict(overall.en.f1 >= TARGET_F1.en)}; zh F1 ≥ ${TARGET_F1.zh} ${verdict(overall.zh.f1 >= TARGET_F1.zh)}; p95 ≤ ${TARGET_P95_MS} ms ${verdict(time.p95 <= TARGET_P95_MS)}`,
  );
  console.log(
    JSON.stringify({
      files: files.length,
      f1: { en: Number(fmt(overall.en.f1)), zh: Number(fmt(overall.zh.f1)) },
      p50Ms: Math.round(time.p50),
      p95Ms: Math.round(time.p95),
      parseP95Ms: Number(time.parseP95.toFixed(1)),
      invented: inventedCount,
    }),
  );
} finally {
  await embedded?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
