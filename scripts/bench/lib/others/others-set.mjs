// The held-out evaluation set of resumes made by other tools (issue 24 item 1): JSON Resume documents
// (tests/fixtures/resume-others/documents, English and Chinese) rendered through npm themes and printed by Chromium,
// typeset by LaTeX classes (PDFs built once by scripts/bench/parse-others-latex.mjs and kept beside their .tex), and
// written as Word files in other layouts. tests/fixtures/resume-others/manifest.json fixes each file's half,
// development or test, once: the rules may be tuned on the first only.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { root } from "../../../lib/launch-env.mjs";
import { LATEX_LAYOUTS } from "./latex-layouts.mjs";
import { shownTruth } from "./shown-truth.mjs";
import { openThemePrinter, THEMES } from "./theme-pdfs.mjs";
import { WORD_LAYOUT_NAMES, writeWordLayout } from "./word-layouts.mjs";

const OTHERS_DIR = path.join(root, "tests/fixtures/resume-others");
const MANIFEST = path.join(OTHERS_DIR, "manifest.json");
export const LATEX_DIR = path.join(OTHERS_DIR, "latex");

const RENDERERS = [
  ...THEMES.map((theme) => ({ id: `theme-${theme}`, kind: "theme", name: theme })),
  ...Object.keys(LATEX_LAYOUTS).map((layout) => ({ id: `latex-${layout}`, kind: "latex", name: layout })),
  ...WORD_LAYOUT_NAMES.map((layout) => ({ id: `word-${layout}`, kind: "word", name: layout })),
];

export const fileId = (documentId, rendererId) => `${documentId}--${rendererId}`;

export function readDocuments() {
  const folder = path.join(OTHERS_DIR, "documents");
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const id = name.replace(/\.json$/, "");
      return {
        id,
        lang: id.startsWith("zh-") ? "zh" : "en",
        json: JSON.parse(fs.readFileSync(path.join(folder, name))),
      };
    });
}

const readManifest = () => JSON.parse(fs.readFileSync(MANIFEST, "utf8"));

/** JSON as the repository's Prettier writes it, so `npm run format:check` passes on the written fixtures. */
export async function writeJson(file, value) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(JSON.stringify(value), { ...options, parser: "json" }));
}

const hash = (id) => crypto.createHash("sha256").update(id).digest("hex");

/**
 * The manifest with an entry for every document and file: kept entries never change; a new document goes to a half
 * by the hash of its id (in each language, the lower half of the hashes is the development half), and its files
 * with it, so one document's text never stands in both halves.
 */
export async function updateManifest(documents) {
  const manifest = fs.existsSync(MANIFEST) ? readManifest() : { documents: {}, files: {} };
  for (const lang of ["en", "zh"]) {
    const ofLang = documents.filter((d) => d.lang === lang);
    const ranked = [...ofLang].sort((a, b) => hash(a.id).localeCompare(hash(b.id)));
    const devCount = Math.ceil(ranked.length / 2);
    ranked.forEach((doc, i) => {
      manifest.documents[doc.id] ??= { lang, split: i < devCount ? "dev" : "test" };
    });
  }
  for (const doc of documents)
    for (const renderer of RENDERERS) manifest.files[fileId(doc.id, renderer.id)] ??= manifest.documents[doc.id].split;
  await writeJson(MANIFEST, manifest);
  return manifest;
}

/**
 * The files of the set in the halves asked for, each with its bytes and its truth (our document, cut to what the file
 * shows). `fromJsonResume` is the app's JSON Resume mapping (loaded by the caller through jiti); `only` keeps the
 * files whose id holds it; `cache`, a folder, keeps each made file and what it shows there and reads them back next
 * time (the files do not depend on the parser).
 */
export async function buildOthersSet({ fromJsonResume, halves, only, cache }) {
  const manifest = readManifest();
  const documents = readDocuments();
  const files = [];
  let printer;
  if (cache) fs.mkdirSync(cache, { recursive: true });
  try {
    for (const doc of documents) {
      const data = fromJsonResume(doc.json, doc.lang === "zh" ? "ch" : "en").data;
      for (const renderer of RENDERERS) {
        const id = fileId(doc.id, renderer.id);
        const split = manifest.files[id];
        if (!split) throw new Error(`${id} is not in ${MANIFEST}: run node scripts/bench/parse-others-latex.mjs`);
        if (!halves.includes(split) || (only && !id.includes(only))) continue;
        const cached = cache && path.join(cache, `${id}.json`);
        let made;
        if (cached && fs.existsSync(cached)) {
          const kept = JSON.parse(fs.readFileSync(cached, "utf8"));
          made = { ...kept, bytes: Buffer.from(kept.bytes, "base64") };
        } else if (renderer.kind === "theme") {
          printer ??= await openThemePrinter();
          made = await printer.print(renderer.name, doc.json);
        } else if (renderer.kind === "word") made = await writeWordLayout(renderer.name, doc.json, doc.lang);
        else {
          const { shown, anchored } = JSON.parse(fs.readFileSync(path.join(LATEX_DIR, `${id}.shown.json`), "utf8"));
          made = { bytes: fs.readFileSync(path.join(LATEX_DIR, `${id}.pdf`)), shown: shown.join("\n"), anchored };
        }
        const shown = Array.isArray(made.shown) ? made.shown.join("\n") : made.shown;
        const file = {
          id,
          split,
          lang: doc.lang,
          kind: renderer.kind === "word" ? `docx ${renderer.id}` : `pdf ${renderer.id}`,
          label: renderer.id,
          key: doc.id,
          bytes: made.bytes,
          truth: shownTruth({ json: doc.json, data, shown, anchored: made.anchored }),
        };
        // What was made, not the truth: the truth is cut again each run, so a change to it needs no new files.
        if (cached && !fs.existsSync(cached))
          fs.writeFileSync(
            cached,
            JSON.stringify({ bytes: made.bytes.toString("base64"), shown, anchored: made.anchored ?? [] }),
          );
        files.push(file);
      }
    }
  } finally {
    await printer?.close();
  }
  return files;
}
