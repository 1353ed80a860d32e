#!/usr/bin/env node
// Builds the LaTeX part of the held-out evaluation set of `npm run bench:parse` (issue 24 item 1) and its manifest.
// Each JSON Resume document of tests/fixtures/resume-others/documents is written as .tex in five layouts of three
// public classes (scripts/bench/lib/others/latex-layouts.mjs) and typeset by xelatex (Chinese through xeCJK with
// Noto CJK); the .tex, the PDF and what it prints (<file>.shown.json: the truth is the document cut to it) are kept in
// tests/fixtures/resume-others/latex, so the bench and CI need no TeX. Run once after adding or changing a document
// or a layout; it needs Debian's texlive-xetex, texlive-latex-extra, texlive-lang-chinese, texlive-fonts-recommended
// and fonts-noto-cjk (not installed by CI). The manifest (manifest.json) gains entries for new documents and files,
// each in the half its document's hash gives; entries already there never change.
//   node scripts/bench/parse-others-latex.mjs [--only <document id>]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LATEX_LAYOUTS } from "./lib/others/latex-layouts.mjs";
import { fileId, LATEX_DIR, readDocuments, updateManifest, writeJson } from "./lib/others/others-set.mjs";

const onlyAt = process.argv.indexOf("--only");
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
const documents = readDocuments();
await updateManifest(documents);
fs.mkdirSync(LATEX_DIR, { recursive: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), "rb-latex-"));
let failed = 0;
try {
  for (const doc of documents) {
    if (only && doc.id !== only) continue;
    for (const [layout, write] of Object.entries(LATEX_LAYOUTS)) {
      const id = fileId(doc.id, `latex-${layout}`);
      const { tex, shown, anchored } = write(doc.json, doc.lang);
      fs.writeFileSync(path.join(work, `${id}.tex`), tex);
      const started = Date.now();
      try {
        // Errors a class recovers from (europecv's late hooks) still give a page; a missing PDF is a failure.
        execFileSync("xelatex", ["-interaction=nonstopmode", `${id}.tex`], { cwd: work, stdio: "pipe" });
      } catch {
        // judged by the PDF below
      }
      const pdf = path.join(work, `${id}.pdf`);
      if (!fs.existsSync(pdf)) {
        failed += 1;
        console.log(`${id}: no PDF (see ${path.join(work, `${id}.log`)})`);
        continue;
      }
      fs.copyFileSync(pdf, path.join(LATEX_DIR, `${id}.pdf`));
      fs.writeFileSync(path.join(LATEX_DIR, `${id}.tex`), tex);
      await writeJson(path.join(LATEX_DIR, `${id}.shown.json`), { shown, anchored });
      console.log(`${id}: ${fs.statSync(pdf).size} bytes, ${Date.now() - started} ms`);
    }
  }
} finally {
  if (failed === 0) fs.rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed > 0 ? 1 : 0;
