// Scanned and photographed resumes made at test time (issue 24 item 3): a seed example printed by Chromium from a
// plain HTML layout (fixture-files.ts printPdfs), its page rendered to pixels by pdftoppm, then turned a little and
// given the grain of a scanner with sharp (a dependency already), as JPEG or PNG. The example's data is the truth the
// parsed result is scored against (scan-scoring.ts).
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** The document's small Markdown subset, as printed: bold marks dropped, "- " lines as list items. */
const plain = (text: string) => escape(text.replace(/\*\*|\*/g, ""));

function dateRange(start: string, end: string, lang: "en" | "zh"): string {
  if (!start) return "";
  const written = (value: string) => value.replace("-", lang === "zh" ? "." : "/");
  return `${written(start)} – ${end ? written(end) : lang === "zh" ? "至今" : "Present"}`;
}

function descriptionHtml(description: string): string {
  const lines = description.split("\n").filter((line) => line.trim());
  if (lines.length === 0) return "";
  if (lines.every((line) => line.startsWith("- ")))
    return `<ul>${lines.map((line) => `<li>${plain(line.slice(2))}</li>`).join("")}</ul>`;
  return lines.map((line) => `<p>${plain(line)}</p>`).join("");
}

/** One column, as most resumes are printed: name, headline, a contact line, then each section under its heading. */
export function resumeHtml(data: TResumeData, lang: "en" | "zh"): string {
  const { basicInfo: info } = data;
  const contact = [
    info.email,
    info.cellphone,
    info.location,
    ...data.links.map((l) => l.src.replace(/^https?:\/\//, "")),
  ]
    .filter(Boolean)
    .map(escape)
    .join(" · ");
  const sections = data.sections.map((section) => {
    const items = section.data.map((item) => {
      if (section.kind === "profile") return descriptionHtml(item.description);
      if (section.kind === "skills" || section.kind === "language" || section.kind === "hobby")
        return `<span class="tag">${escape(item.title)}${item.subTitle ? ` (${escape(item.subTitle)})` : ""}</span>`;
      // A certificate's one date is when it was given, not the start of a range.
      const dates =
        section.kind === "certificate"
          ? item.startDate.replace("-", lang === "zh" ? "." : "/")
          : dateRange(item.startDate, item.endDate, lang);
      return `<div class="entry"><div class="row"><b>${escape(item.title)}</b><span>${escape(dates)}</span></div>
<div class="row"><span>${escape(item.subTitle)}</span><span>${escape(item.city)}</span></div>${descriptionHtml(item.description)}</div>`;
    });
    const joined = ["skills", "language", "hobby"].includes(section.kind ?? "")
      ? items.join(lang === "zh" ? "、" : ", ")
      : items.join("");
    return `<h2>${escape(section.name)}</h2>${joined}`;
  });
  const font = lang === "zh" ? "'Noto Sans CJK SC', sans-serif" : "'DejaVu Sans', sans-serif";
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm }
body { font-family: ${font}; font-size: 11.5px; line-height: 1.35; margin: 0 }
h1 { font-size: 26px; margin: 0 } h2 { font-size: 15px; margin: 12px 0 4px; border-bottom: 1px solid #999 }
.row { display: flex; justify-content: space-between } ul { margin: 2px 0; padding-left: 18px } p { margin: 2px 0 }
.entry { margin-bottom: 6px }
</style></head><body><h1>${escape(info.name)}</h1><div>${escape(info.title)}</div><div>${contact}</div>
${sections.join("\n")}</body></html>`;
}

/** A deterministic stream of numbers in [0, 1): the same grain on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export type TScanOptions = { format: "png" | "jpeg"; angle: number; dpi?: number; seed?: number };

/** Page 1 of a PDF as a scan: rendered in grey at `dpi`, turned by `angle` degrees, with grain and specks. */
export async function scanPage(pdf: Buffer, { format, angle, dpi = 200, seed = 7 }: TScanOptions): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "scan-"));
  try {
    await writeFile(path.join(dir, "in.pdf"), pdf);
    await promisify(execFile)("pdftoppm", [
      "-r",
      String(dpi),
      "-gray",
      "-png",
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      path.join(dir, "in.pdf"),
      path.join(dir, "page"),
    ]);
    const turned = await sharp(await readFile(path.join(dir, "page.png")))
      .rotate(angle, { background: "#ffffff" })
      .grayscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { data, info } = turned;
    const next = random(seed);
    for (let i = 0; i < data.length; i += info.channels) {
      // Grain of ±24 levels on every pixel, and a dark speck on one pixel in 2,000.
      const grain = (next() - 0.5) * 48;
      const speck = next() < 0.0005 ? -160 : 0;
      const value = Math.max(0, Math.min(255, (data[i] as number) + grain + speck));
      for (let c = 0; c < info.channels; c++) data[i + c] = value;
    }
    const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).blur(0.6);
    return format === "png" ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
