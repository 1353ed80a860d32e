#!/usr/bin/env node
// "What an ATS reads" (issue 25 items 1 and 7): how long the read-back of a PDF takes, the time it adds to a download
// when run on the downloaded bytes (it may run after the file is sent). The sample resume (English and Chinese,
// TemplateSidebar, two columns: the read-back's heaviest case, with the fixes' column check) is printed once by
// Chromium from the document component (scripts/bench/lib/own-pdfs.mjs: no build, server or database), then read back
// by the app's readBackResumePdf (lib/server/services/pdf-check/read-back-resume-pdf.ts: the extraction pool's
// pdf.js and parser, pdftotext, the comparing) `runs` times per language after two warm-up runs; p50 and p95 per
// language and over both, with the stages timed apart (pdf.js extraction, parse, pdftotext, each alone). Target:
// p95 ≤ 150 ms on a quiet machine; the load average is printed before and after. On a busy machine the wall time
// mostly measures waiting (the extraction threads and pdftotext run at nice 10), so each run's CPU time is read from
// /proc too (Linux): the extraction pool's processes (pdf.js and the parser, one after the other), pdftotext (a
// waited-for child of this process, in parallel with them) and this process (the comparing); "with the cores to
// itself" = max(pool, pdftotext) + this process, what the run takes on an idle 2-core machine.
// With --templates, every template × en/zh × one/two columns is printed and read back once, and each reader's share
// of fields read is printed per PDF and per template (the CI check is tests/integration/pdf/read-back.test.ts).
//   npm run bench:read-back -- [runs=20] [--templates]   (node scripts/bench/read-back.mjs …)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createJiti } from "jiti";
import { root } from "../lib/launch-env.mjs";
import { openOwnPrinter } from "./lib/own-pdfs.mjs";

process.env.LOG_LEVEL ??= "warn";
const runs = Math.max(5, Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 20));
const withTemplates = process.argv.includes("--templates");

const jiti = createJiti(import.meta.url, {
  alias: { "@": root, "server-only": path.join(root, "node_modules/server-only/empty.js") },
});
const load = (file) => jiti.import(path.join(root, file));
const { readBackResumePdf } = await load("lib/server/services/pdf-check/read-back-resume-pdf.ts");
const { runExtractWorker } = await load("lib/server/extract/run-extract-worker.ts");
const { runParseWorker } = await load("lib/server/extract/run-parse-worker.ts");
const { readPdftotext } = await load("lib/server/pdf-check/read-pdftotext.ts");
const { sampleResume } = await load("lib/shared/resume/sample-resume.ts");
const { templateRegistry } = await load("lib/shared/templates/registry.ts");
const { applyPdfFormat } = await load("lib/server/pdf/apply-pdf-format.ts");

const loadavg = () => os.loadavg().map((x) => Number(x.toFixed(2)));
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
};
const ms = (x) => Number(x.toFixed(1));
const timed = async (work) => {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
};

// CPU seconds from /proc/<pid>/stat: utime + stime (fields 14, 15) and, for waited-for children, cutime + cstime.
const TICK_MS = 1000 / 100;
const statFields = (pid) => fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
const ownCpu = () => {
  const f = statFields(process.pid);
  return { self: (Number(f[11]) + Number(f[12])) * TICK_MS, children: (Number(f[13]) + Number(f[14])) * TICK_MS };
};
/** The extraction pool's processes, children of this one running extract-worker.mjs. */
const poolCpu = () => {
  let total = 0;
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const f = statFields(pid);
      if (Number(f[1]) !== process.pid) continue;
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("extract-worker.mjs")) continue;
      total += (Number(f[11]) + Number(f[12])) * TICK_MS;
    } catch {
      // ended meanwhile
    }
  }
  return total;
};
const cpuOf = async (work) => {
  const [own0, pool0] = [ownCpu(), poolCpu()];
  await work();
  const [own1, pool1] = [ownCpu(), poolCpu()];
  const pool = pool1 - pool0;
  const pdftotext = own1.children - own0.children;
  const self = own1.self - own0.self;
  return { pool, pdftotext, self, alone: Math.max(pool, pdftotext) + self };
};

const loadBefore = loadavg();
console.log(`load average at start ${loadBefore.join(" ")} (${os.cpus().length} CPUs)`);
const printer = await openOwnPrinter();
try {
  const docs = {};
  for (const lang of ["en", "ch"]) {
    const document = sampleResume(lang, { templateName: "TemplateSidebar" });
    docs[lang] = { document, pdf: new Uint8Array(await printer.print(document.data, document.config)) };
  }

  const totals = { en: [], ch: [] };
  const cpu = { pool: [], pdftotext: [], self: [], alone: [] };
  const aloneByLang = { en: [], ch: [] };
  const stages = { extract: [], parse: [], pdftotext: [] };
  for (const lang of ["en", "ch"]) {
    const { document, pdf } = docs[lang];
    const readBack = () => readBackResumePdf(pdf, document, { format: "two" });
    for (let i = 0; i < 2; i += 1) await readBack();
    for (let i = 0; i < runs; i += 1) totals[lang].push(await timed(readBack));
    for (let i = 0; i < runs; i += 1) {
      const used = await cpuOf(readBack);
      for (const key of Object.keys(cpu)) cpu[key].push(used[key]);
      aloneByLang[lang].push(used.alone);
    }
    for (let i = 0; i < Math.min(runs, 10); i += 1) {
      let content;
      stages.extract.push(
        await timed(async () => (content = await runExtractWorker("pdf", Buffer.from(pdf), { userId: "bench" }))),
      );
      stages.parse.push(await timed(() => runParseWorker("bench", JSON.stringify(content), { withLines: true })));
      stages.pdftotext.push(await timed(() => readPdftotext(pdf)));
    }
  }
  const both = [...totals.en, ...totals.ch];
  const summary = {
    runsPerLanguage: runs,
    en: { p50Ms: ms(percentile(totals.en, 50)), p95Ms: ms(percentile(totals.en, 95)) },
    zh: { p50Ms: ms(percentile(totals.ch, 50)), p95Ms: ms(percentile(totals.ch, 95)) },
    all: { p50Ms: ms(percentile(both, 50)), p95Ms: ms(percentile(both, 95)) },
    stagesP50Ms: Object.fromEntries(Object.entries(stages).map(([k, xs]) => [k, ms(percentile(xs, 50))])),
    aloneMs: {
      en: { p50: ms(percentile(aloneByLang.en, 50)), p95: ms(percentile(aloneByLang.en, 95)) },
      zh: { p50: ms(percentile(aloneByLang.ch, 50)), p95: ms(percentile(aloneByLang.ch, 95)) },
    },
    cpuMs: Object.fromEntries(
      Object.entries(cpu).map(([k, xs]) => [k, { p50: ms(percentile(xs, 50)), p95: ms(percentile(xs, 95)) }]),
    ),
    target: "p95 ≤ 150 ms",
    met: percentile(both, 95) <= 150,
    loadAverage: { before: loadBefore, after: loadavg() },
  };
  console.log(
    `read-back, ${runs} runs per language: en p50 ${summary.en.p50Ms} ms, p95 ${summary.en.p95Ms} ms; ` +
      `zh p50 ${summary.zh.p50Ms} ms, p95 ${summary.zh.p95Ms} ms; both p95 ${summary.all.p95Ms} ms ` +
      `(${summary.met ? "met" : "MISSED"}: ${summary.target})`,
  );
  console.log(`stages alone, p50: ${JSON.stringify(summary.stagesP50Ms)}`);
  console.log(
    `CPU per read-back (en and zh): pool p50 ${summary.cpuMs.pool.p50} ms, pdftotext p50 ${summary.cpuMs.pdftotext.p50} ms, ` +
      `this process p50 ${summary.cpuMs.self.p50} ms; with the cores to itself p50 ${summary.cpuMs.alone.p50} ms, ` +
      `p95 ${summary.cpuMs.alone.p95} ms (en p50 ${summary.aloneMs.en.p50}, p95 ${summary.aloneMs.en.p95}; ` +
      `zh p50 ${summary.aloneMs.zh.p50}, p95 ${summary.aloneMs.zh.p95})`,
  );

  if (withTemplates) {
    const byTemplate = {};
    for (const { componentName } of templateRegistry)
      for (const lang of ["en", "ch"])
        for (const format of ["one", "two"]) {
          const document = sampleResume(lang, { templateName: componentName });
          const pdf = await printer.print(applyPdfFormat(document.data, format), document.config);
          const result = await readBackResumePdf(new Uint8Array(pdf), document, { format });
          const row = (byTemplate[componentName] ??= { ours: [0, 0], pdftotext: [0, 0], pdfjs: [0, 0] });
          const cells = result.extractors.map((e) => {
            const read = e.fields.filter((f) => f.status === "survived").length;
            row[e.extractor][0] += read;
            row[e.extractor][1] += e.fields.length;
            return `${e.extractor} ${e.ok ? (e.score ?? 0).toFixed(3) : "failed"}`;
          });
          const fixes = result.fixes.map((fix) => fix.key).join(",");
          console.log(`${componentName.padEnd(18)} ${lang} ${format}  ${cells.join("  ")}  ${fixes}`);
        }
    console.log("\nper template (en + zh, one + two columns): ours, pdftotext, pdf.js");
    for (const [template, row] of Object.entries(byTemplate))
      console.log(
        `${template.padEnd(18)} ${["ours", "pdftotext", "pdfjs"].map((k) => (row[k][0] / row[k][1]).toFixed(3)).join("  ")}`,
      );
  }
  console.log(JSON.stringify(summary));
} finally {
  await printer.close();
}
// The extraction pool's idle processes are unref'd, but the parse worker's thread keeps its timer: end here.
process.exit(0);
