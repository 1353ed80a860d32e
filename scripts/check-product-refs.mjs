#!/usr/bin/env node
// Lists every reference to a section of the product description ("SPEC §N", the old outside document, and
// "docs/product.md §N") in the code and the docs, and fails when a referenced section number is not a heading of
// docs/product.md. Also checks that the links from docs/product.md to headings of other docs still resolve.
// Usage: node scripts/check-product-refs.mjs [--quiet]   (--quiet: the summary only, not one line per reference)
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const productPath = join(root, "docs/product.md");
const roots = ["app", "components", "lib", "scripts", "tests", "docs", "proxy.ts", "README.md", "CONTRIBUTING.md"];
const textFile = /\.(ts|tsx|js|mjs|cjs|jsx|md|mdx|json|css|sql|prisma|yml|yaml)$/;
const skipDir = new Set(["node_modules", "__screenshots__", ".next", "generated"]);

// "SPEC §4", "SPEC.md §3", "SPEC's §8", "docs/product.md §2", a comment broken between the name and "§7",
// and lists that follow: "SPEC §4, §5", "SPEC §4/§9", "SPEC §3 and §9".
const reference =
  /(SPEC(?:\.md)?|docs\/product\.md)(?:'s)?[\s*/#]*§(\d+(?:\.\d+)*)((?:\s*(?:,|\/|and|or|&)\s*§\d+(?:\.\d+)*)*)/g;
const heading = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/;

function filesUnder(path) {
  const full = join(root, path);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return textFile.test(path) ? [path] : [];
  return readdirSync(full).flatMap((name) => (skipDir.has(name) ? [] : filesUnder(join(path, name))));
}

function productSections() {
  const sections = new Set();
  for (const line of readFileSync(productPath, "utf8").split("\n")) {
    const match = heading.exec(line);
    if (match) sections.add(match[1]);
  }
  return sections;
}

function findReferences(file) {
  const text = readFileSync(join(root, file), "utf8");
  const found = [];
  for (const match of text.matchAll(reference)) {
    const line = text.slice(0, match.index).split("\n").length;
    const kind = match[1] === "docs/product.md" ? "product" : "SPEC";
    const numbers = [match[2], ...[...match[3].matchAll(/§(\d+(?:\.\d+)*)/g)].map((m) => m[1])];
    for (const section of numbers) found.push({ file, line, kind, section });
  }
  return found;
}

// GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens.
function anchorOf(title) {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function brokenDocLinks() {
  const broken = [];
  const text = readFileSync(productPath, "utf8");
  for (const match of text.matchAll(/\]\(([\w./-]+\.md)#([^)]+)\)/g)) {
    const target = join(root, "docs", match[1]);
    let anchors;
    try {
      anchors = readFileSync(target, "utf8")
        .split("\n")
        .filter((line) => /^#{1,6}\s/.test(line))
        .map((line) => anchorOf(line.replace(/^#+\s+/, "")));
    } catch {
      broken.push(`${match[1]} (no such file)`);
      continue;
    }
    if (!anchors.includes(match[2])) broken.push(`${match[1]}#${match[2]}`);
  }
  return broken;
}

const quiet = process.argv.includes("--quiet");
const sections = productSections();
const self = relative(root, new URL(import.meta.url).pathname);
const files = [...new Set(roots.flatMap(filesUnder))].filter((file) => file !== self).sort();
const references = files.flatMap(findReferences);
const missing = references.filter((ref) => !sections.has(ref.section));

if (!quiet) {
  for (const ref of references) {
    const mark = sections.has(ref.section) ? "" : "  <- no such section in docs/product.md";
    console.log(`${ref.file}:${ref.line}\t${ref.kind} §${ref.section}${mark}`);
  }
  console.log("");
}

const count = (kind) => references.filter((ref) => ref.kind === kind).length;
const perSection = {};
for (const ref of references) perSection[ref.section] = (perSection[ref.section] ?? 0) + 1;
const filesWithSpec = new Set(references.filter((ref) => ref.kind === "SPEC").map((ref) => ref.file));
const broken = brokenDocLinks();

console.log(`docs/product.md sections: ${[...sections].map((s) => `§${s}`).join(" ")}`);
console.log(
  `references: ${references.length} (${count("SPEC")} still "SPEC §N" in ${filesWithSpec.size} files, ${count("product")} "docs/product.md §N")`,
);
console.log(
  `per section: ${Object.entries(perSection)
    .map(([s, n]) => `§${s} ${n}`)
    .join(", ")}`,
);
console.log(`references to a missing section: ${missing.length}`);
for (const ref of missing)
  console.log(`  ${relative(root, join(root, ref.file))}:${ref.line} ${ref.kind} §${ref.section}`);
console.log(`links from docs/product.md to a missing heading: ${broken.length}`);
for (const link of broken) console.log(`  ${link}`);

process.exit(missing.length > 0 || broken.length > 0 ? 1 : 0);
