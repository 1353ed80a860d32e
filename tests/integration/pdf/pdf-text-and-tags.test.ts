// Every template's PDF proves its text layer and its tags (issue 25 items 2 and 3), in English and Chinese, in one and
// two columns where the template has two: the app's createResumePdf (queue, pooled Chromium page, print page, then
// describe-pdf.ts) prints the print page of a stand-in serving the real resume component, stylesheets and fonts
// (support/print-page-server.ts). Each PDF is read back with poppler and pdf-lib (support/pdf-probe.ts):
// - text: every font embedded with a Unicode map, none Type 3; no ligature glyph (no ToUnicode entry maps one glyph
//   to several letters, no U+FB00–FB06 in pdftotext) so "Certifications", "efficient" and "workflow" come out whole;
//   no Kangxi or CJK radicals; contact details as text and as links (https:, mailto:, tel:); no hidden text (nothing
//   invisible, off the page or too small to see, and no word that the resume does not print);
// - tags: Tagged, the name as H1 first, the sections as H2 and their entries as H3 in reading order (main column, then
//   the sidebar), lists as L/LI, links as Link in order; the resume's language on the catalog and the structure
//   tree, with Chinese runs of an English resume marked zh; title, author, subject, keywords and creation tool in the
//   info dictionary and the XMP; a bookmark per section, under the name, with its entries under it; and the file,
//   rewritten by pdf-lib after printing (describe-pdf.ts, then the resume.json attachment), still passes qpdf --check.
// The sample resumes carry the ligature words and, in English, Chinese runs; the templates take the fonts in turn.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { blankItem } from "@/lib/shared/resume/blank-item";
import { resumeFonts } from "@/lib/shared/resume/fonts";
import { formatDateRange } from "@/lib/shared/resume/format-date";
import { resumeLabels } from "@/lib/shared/resume/labels";
import { markdownToText } from "@/lib/shared/resume/markdown";
import { pdfDescription } from "@/lib/shared/resume/pdf-description";
import { isSkillLike, printableItems } from "@/lib/shared/resume/printable-items";
import { displayUrl, safeHref } from "@/lib/shared/resume/safe-url";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { templateRegistry } from "@/lib/shared/templates/registry";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";
import type { TResumeConfig, TResumeData, TSection } from "@/lib/shared/validations/resume-document/document";
import {
  flatten,
  pdfFonts,
  type FontRow,
  type PdfObjects,
  type Word,
  pdfInfo,
  pdfObjects,
  pdfStructure,
  pdfWords,
  poppler,
  qpdfCheck,
  type StructNode,
} from "../support/pdf-probe";
import { startPrintPageServer, type PrintPageServer } from "../support/print-page-server";

type Lang = "en" | "ch";
type Case = { template: string; lang: Lang; format: TPdfFormat; columns: "one" | "two" };
type Printed = { resumeId: string; data: TResumeData; config: TResumeConfig };
type Proof = {
  fonts: FontRow[];
  words: Word[];
  info: Record<string, string>;
  xmp: string;
  tree: StructNode;
  objects: PdfObjects;
  check: string;
};

const LIGATURE_WORDS = ["Certifications", "efficient", "workflow", "office", "fluency"];
/** Chinese runs in the English resume, each to be tagged /Lang (zh). */
const CHINESE_RUNS = ["普通话", "上海"];

const db = getDb();
let printServer: PrintPageServer;
let createResumePdf: (resumeId: string, format: TPdfFormat) => Promise<Uint8Array>;
let closePdfBrowser: () => Promise<void>;
const printed = new Map<string, Printed>();
const proofs = new Map<string, Promise<Proof>>();
const caseKey = ({ template, lang, format }: Case) => `${template}/${lang}/${format}`;

const cases: Case[] = templateRegistry.flatMap(({ componentName: template, columns }) =>
  (["en", "ch"] as const).flatMap((lang) =>
    (columns === "two" ? (["one", "two"] as const) : (["two"] as const)).map((format) => ({
      template,
      lang,
      format,
      columns,
    })),
  ),
);

/** The sample resume with the words ligatures break, and in English a Chinese language name and city. */
function proofDocument(lang: Lang, template: string, font: string): { data: TResumeData; config: TResumeConfig } {
  const { data, config } = sampleResume(lang, { templateName: template, font });
  const line = ` Certifications: an efficient workflow, office fluency.`;
  const sections = data.sections.map((section): TSection => {
    const [first, ...rest] = section.data;
    if (section.profile && first)
      return { ...section, data: [{ ...first, description: first.description + line }, ...rest] };
    if (lang === "ch") return section;
    if (section.kind === "certificate") return { ...section, name: "Certifications" };
    if (section.kind === "language")
      return {
        ...section,
        data: [...section.data, { ...blankItem("proof-zh"), title: "Mandarin", subTitle: "普通话" }],
      };
    if (section.kind === "empolyment" && first)
      return { ...section, data: [{ ...first, city: "Shanghai 上海" }, ...rest] };
    return section;
  });
  return { data: { ...data, sections }, config };
}

/** Everything the checks read, poppler's five views, pdf-lib's and qpdf's check, taken once per PDF. */
async function probe(pdf: Uint8Array): Promise<Proof> {
  const [fonts, words, info, xmp, tree, objects, check] = await Promise.all([
    pdfFonts(pdf),
    pdfWords(pdf),
    pdfInfo(pdf),
    poppler("pdfinfo", ["-meta", "-"], pdf),
    pdfStructure(pdf),
    pdfObjects(pdf),
    qpdfCheck(pdf),
  ]);
  return { fonts, words, info, xmp, tree, objects, check };
}

/** Runs at most `size` of the given tasks at once: PDFs are read while the next ones print, without crowding 2 cores. */
function pool(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

function chromiumShellPath(): Promise<string> {
  const script = 'import("@sparticuz/chromium").then(async ({ default: c }) => console.log(await c.executablePath()))';
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ["-e", script], (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
  );
}

beforeAll(async () => {
  printServer = await startPrintPageServer();
  process.env.PDF_APP_ORIGIN = printServer.origin;
  process.env.CHROMIUM_PATH ??= await chromiumShellPath();
  delete process.env.PDF_BROWSER_WS_ENDPOINT;
  const user = await db.user.create({
    data: { email: `pdf-proof-${randomUUID()}@example.test`, nickName: "proof", isLifetime: true },
  });
  for (const [index, { componentName }] of templateRegistry.entries())
    for (const lang of ["en", "ch"] as const) {
      const { data, config } = proofDocument(lang, componentName, resumeFonts[index % resumeFonts.length]?.id ?? "");
      const resume = await db.resume.create({
        data: {
          userId: user.id,
          name: `${componentName} ${lang}`,
          data: data as unknown as Prisma.InputJsonValue,
          config: config as unknown as Prisma.InputJsonValue,
        },
      });
      printed.set(`${componentName}/${lang}`, { resumeId: resume.id, data, config });
    }
  // env() is read once per module registry, and this file's registry read it (getDb) before the port was known.
  await jest.isolateModulesAsync(async () => {
    ({ createResumePdf } = await import("@/lib/server/services/pdf/create-resume-pdf"));
    ({ closePdfBrowser } = await import("@/lib/server/pdf/browser"));
  });
  // One browser, its pooled pages reused, printing every case in turn; each PDF is read while the next prints.
  const reading = pool(2);
  for (const testCase of cases) {
    const resume = printed.get(`${testCase.template}/${testCase.lang}`);
    if (!resume) throw new Error(`no resume for ${testCase.template}`);
    const pdf = await createResumePdf(resume.resumeId, testCase.format);
    const proof = reading(() => probe(pdf));
    proof.catch(() => undefined); // awaited by the case's own tests, which report the failure
    proofs.set(caseKey(testCase), proof);
  }
}, 300_000);

afterAll(async () => {
  await Promise.all([closePdfBrowser?.(), printServer?.close()]);
  await db.$disconnect();
});

const squash = (text: string) => text.replace(/\s+/g, "").toLowerCase();
/** A word as the resume wrote it: the colon after a contact's name is the stylesheet's (resume-parts.css). */
const written = (word: string) => squash(word).replace(/[:：]$/u, "");
const LIGATURES = /[\uFB00-\uFB06]/gu;
const RADICALS = /[\u2E80-\u2EFF\u2F00-\u2FDF]/gu;
const BROKEN_GLYPHS = /[\uFFFD\uE000-\uF8FF]/gu;
/** Smallest word height a reader sees: 6 pt type; the resume's smallest is about 8 pt. */
const MIN_WORD_HEIGHT = 6;

/** The sections in reading order: for a two-column print, the main column's, then the sidebar's. */
function sectionsInOrder({ data }: Printed, { format, columns }: Case): TSection[] {
  const shown = data.sections.filter((section) => printableItems(section).length > 0);
  if (columns === "one" || format === "one") return shown;
  return [...shown.filter((s) => s.position !== "side"), ...shown.filter((s) => s.position === "side")];
}

/** Everything the resume may print, squashed: the words a PDF shows must all come from here. */
function printableText({ data, config }: Printed): string {
  const items = data.sections.flatMap((section) => section.data);
  return squash(
    [
      ...Object.values(data.basicInfo),
      ...data.links.flatMap((link) => [link.name, displayUrl(link.src)]),
      ...data.sections.map((section) => section.name),
      ...items.flatMap((item) => [item.title, item.subTitle, item.city, markdownToText(item.description)]),
      ...items.flatMap((item) =>
        [true, false].map((open) => formatDateRange(item.startDate, item.endDate, config.lang, open)),
      ),
      ...Object.values(resumeLabels(config.lang)),
    ].join("\n"),
  );
}

function contactTexts({ data }: Printed): string[] {
  const { location, cellphone, email, wechat, birth } = data.basicInfo;
  return [location, cellphone, email, wechat, birth, ...data.links.map((link) => displayUrl(link.src))].filter(Boolean);
}

function expectedUris({ data }: Printed): string[] {
  const { cellphone, email } = data.basicInfo;
  const hrefs = [
    cellphone && `tel:${cellphone.replace(/[^\d+]/g, "")}`,
    email && `mailto:${email}`,
    ...data.links.map((link) => safeHref(link.src)),
  ];
  return hrefs.filter((href): href is string => Boolean(href)).map((href) => new URL(href).href);
}

const headings = (tree: StructNode) =>
  flatten(tree)
    .filter((node) => /^H\d$/.test(node.type))
    .map((node) => `${node.type} ${squash(node.text)}`);

describe.each(cases)("$template, $lang, format $format", (testCase) => {
  let proof: Proof;
  let resume: Printed;

  beforeAll(async () => {
    resume = printed.get(`${testCase.template}/${testCase.lang}`) as Printed;
    proof = (await proofs.get(caseKey(testCase))) as Proof;
  });

  it("has an exact text layer: embedded Unicode fonts, no ligature glyphs or radicals, contacts and links, nothing hidden", () => {
    const { fonts, words, objects } = proof;
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded || !font.unicode || font.type.startsWith("Type 3"))).toEqual([]);
    expect(objects.multiCharGlyphs).toEqual([]);

    const text = words.map((word) => word.text).join(" ");
    expect(text.match(LIGATURES) ?? []).toEqual([]);
    expect(text.match(RADICALS) ?? []).toEqual([]);
    expect(text.match(BROKEN_GLYPHS) ?? []).toEqual([]);
    const wholeWords = new Set(words.map((word) => word.text.replace(/[^\p{L}]/gu, "").toLowerCase()));
    expect(LIGATURE_WORDS.filter((word) => !wholeWords.has(word.toLowerCase()))).toEqual([]);

    const squashed = squash(text);
    expect(contactTexts(resume).filter((contact) => !squashed.includes(squash(contact)))).toEqual([]);
    expect([...objects.linkUris].sort()).toEqual(expectedUris(resume).sort());

    expect(objects.invisibleText).toBe(false);
    const unseen = words.filter(
      (w) => w.x0 < 0 || w.y0 < 0 || w.x1 > w.pageWidth || w.y1 > w.pageHeight || w.y1 - w.y0 < MIN_WORD_HEIGHT,
    );
    expect(unseen.map((word) => word.text)).toEqual([]);
    const source = printableText(resume);
    expect(words.map((word) => written(word.text)).filter((word) => !source.includes(word))).toEqual([]);
  });

  it("is tagged in reading order: the name, sections and entries as headings, lists, links, languages", () => {
    const { tree, objects, words } = proof;
    const contact = squash(resumeLabels(resume.config.lang).contact);
    const expected = [
      `H1 ${squash(resume.data.basicInfo.name)}`,
      ...sectionsInOrder(resume, testCase).flatMap((section) => [
        `H2 ${squash(section.name)}`,
        ...(isSkillLike(section)
          ? []
          : printableItems(section).flatMap((item) => (item.title ? [`H3 ${squash(item.title)}`] : []))),
      ]),
    ];
    expect(headings(tree).filter((heading) => heading !== `H2 ${contact}`)).toEqual(expected);

    const nodes = flatten(tree);
    const lists = nodes.filter((node) => node.type === "L");
    const contactList = lists.find((list) => list.text.includes(resume.data.basicInfo.email));
    const { location, cellphone, email, wechat, birth } = resume.data.basicInfo;
    const contactEntries =
      [location, cellphone, email, wechat, birth].filter(Boolean).length +
      resume.data.links.filter((link) => link.src || link.name).length;
    expect(contactList?.children.filter((child) => child.type === "LI")).toHaveLength(contactEntries);
    const skills = resume.data.sections.find((section) => section.type === "skills")?.data.map((i) => squash(i.title));
    const skillList = lists.find((list) => {
      const items = list.children.filter((child) => child.type === "LI");
      return (
        items.length === skills?.length && items.every((item, i) => squash(item.text).startsWith(skills[i] ?? "?"))
      );
    });
    expect(skillList).toBeDefined();
    expect(lists.filter((list) => list !== contactList && list !== skillList).length).toBeGreaterThan(0);
    const links = nodes.filter((node) => node.type === "Link").map((node) => squash(node.text));
    expect(links).toEqual([cellphone, email, ...resume.data.links.map((link) => displayUrl(link.src))].map(squash));
    // Strong and Em are mapped to Span, so poppler keeps their text: the tree holds every word on the page.
    expect(objects.roleMap).toMatchObject({ Strong: "Span", Em: "Span" });
    const structText = squash(tree.text);
    expect(words.map((word) => written(word.text)).filter((word) => !structText.includes(word))).toEqual([]);

    const lang = pdfDescription(resume.data, resume.config).lang;
    expect(objects.catalogLang).toBe(lang);
    expect(objects.structLangs[0]).toBe(lang);
    expect(objects.structLangs.slice(1)).toEqual(resume.config.lang === "en" ? CHINESE_RUNS.map(() => "zh") : []);
  });

  it("describes itself in the info dictionary and XMP, with a bookmark per section", () => {
    const { info, xmp, objects, check } = proof;
    // Still a well-formed file after pdf-lib rewrote it (and attached resume.json, issue 25 item 4).
    expect(check).toContain("No syntax or stream encoding errors found");
    const description = pdfDescription(resume.data, resume.config);
    const { name, title } = resume.data.basicInfo;
    expect(description.title).toBe(`${name} — ${resume.config.lang === "ch" ? "简历" : "Resume"} — ${title}`);
    expect(info).toMatchObject({
      Title: description.title,
      Author: name,
      Subject: description.subject,
      Keywords: description.keywords.join(", "),
      Creator: "ResumeCraft (Chromium)",
      Tagged: "yes",
      "Metadata Stream": "yes",
    });
    expect(description.keywords).toEqual(expect.arrayContaining([title, "TypeScript"]));
    for (const value of [description.title, description.subject, name, "ResumeCraft (Chromium)", description.lang])
      expect(xmp).toContain(`>${value}</`);

    const sections = sectionsInOrder(resume, testCase);
    const contact = resumeLabels(resume.config.lang).contact;
    expect(objects.bookmarks.filter((b) => b.depth === 0).map((b) => b.title)).toEqual([name]);
    expect(objects.bookmarks.filter((b) => b.depth === 1 && b.title !== contact).map((b) => b.title)).toEqual(
      sections.map((section) => section.name),
    );
    const entries = sections.flatMap((s) => (isSkillLike(s) ? [] : printableItems(s).map((item) => item.title)));
    expect(objects.bookmarks.filter((b) => b.depth === 2).map((b) => b.title)).toEqual(entries.filter(Boolean));
  });
});
