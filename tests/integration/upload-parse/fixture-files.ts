// Resume files made at test time (nothing binary is committed): PDFs printed by Chromium from HTML, Word files
// written with the docx package, and hostile files put together byte by byte.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { deflateRawSync } from "node:zlib";
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";

export const englishResumeHtml = `<!doctype html><html><body style="font-family: sans-serif; margin: 40px">
<h1 style="font-size: 28px; margin: 0">Jane Doe</h1>
<div>Senior Software Engineer</div>
<div>jane.doe@example.com · +1 (415) 555-0100 · San Francisco, CA · github.com/janedoe</div>
<h2 style="font-size: 18px">WORK EXPERIENCE</h2>
<div style="display: flex; justify-content: space-between"><b>Acme Payments Inc.</b><span>Mar 2019 – Present</span></div>
<div>Senior Software Engineer</div>
<ul><li>Led the rewrite of the settlement service, cutting infrastructure costs by 30% across three regions.</li>
<li>Mentored four engineers.</li></ul>
<div style="display: flex; justify-content: space-between"><b>Globex Corporation</b><span>06/2015 – 02/2019</span></div>
<div>Software Engineer</div>
<ul><li>Built the billing API used by 2,000 merchants.</li></ul>
<h2 style="font-size: 18px">EDUCATION</h2>
<div style="display: flex; justify-content: space-between"><b>Stanford University</b><span>2011 – 2015</span></div>
<div>B.S. in Computer Science</div>
<h2 style="font-size: 18px">SKILLS</h2>
<div>Go, Python, PostgreSQL, Kubernetes</div>
</body></html>`;

export const chineseResumeHtml = `<!doctype html><html><body style="font-family: 'Noto Sans CJK SC', sans-serif; margin: 0">
<div style="display: grid; grid-template-columns: 190px 1fr; min-height: 1000px">
<div style="background: #eef; padding: 30px 16px">
<div style="font-size: 28px; font-weight: bold">张伟</div>
<div>高级前端工程师</div>
<h3>联系方式</h3><div>138 0013 8000</div><div>zhangwei@163.com</div><div>现居：北京</div>
<h3>专业技能</h3><div>React、TypeScript、Node.js</div>
<h3>语言能力</h3><div>英语（CET-6）</div>
</div>
<div style="padding: 30px 24px">
<h3>工作经历</h3>
<div style="display: flex; justify-content: space-between"><b>字节跳动</b><span>2019.03 - 至今</span></div>
<div>高级前端工程师</div>
<ul><li>负责抖音电商前端架构，首屏性能提升40%。</li><li>带领5人团队完成组件库建设。</li></ul>
<div style="display: flex; justify-content: space-between"><b>美团</b><span>2016.07 - 2019.02</span></div>
<div>前端工程师</div>
<ul><li>参与外卖商家后台开发。</li></ul>
<h3>教育背景</h3>
<div style="display: flex; justify-content: space-between"><b>北京大学</b><span>2012.09 - 2016.06</span></div>
<div>计算机科学与技术 本科</div>
</div></div></body></html>`;

/** A 1×1 PNG: a scanned page stand-in with no text layer. */
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

/** Each page printed to PDF by headless Chromium (its command line: puppeteer is ESM-only, which Jest cannot load). */
export async function printPdfs(htmls: string[]): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "upload-parse-"));
  try {
    const out: Buffer[] = [];
    for (const [i, html] of htmls.entries()) {
      const [input, output] = [path.join(dir, `${i}.html`), path.join(dir, `${i}.pdf`)];
      await writeFile(input, html);
      await promisify(execFile)(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-pdf-header-footer",
        `--user-data-dir=${path.join(dir, "profile")}`,
        `--print-to-pdf=${output}`,
        `file://${input}`,
      ]);
      out.push(await readFile(output));
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function docxResume(lang: "en" | "zh"): Promise<Buffer> {
  const t =
    lang === "en"
      ? {
          name: "Jane Doe",
          work: "Work Experience",
          org: "Acme Payments Inc.",
          role: "Senior Software Engineer",
          dates: "Mar 2019 – Present",
          bullet: "Led the rewrite of the settlement service.",
          edu: "Education",
          school: "Stanford University",
          degree: "B.S. in Computer Science",
          eduDates: "2011 – 2015",
        }
      : {
          name: "李娜",
          work: "工作经历",
          org: "腾讯科技有限公司",
          role: "产品经理",
          dates: "2018年7月 - 至今",
          bullet: "负责微信支付商户产品规划。",
          edu: "教育经历",
          school: "复旦大学",
          degree: "硕士",
          eduDates: "2015.09 - 2018.06",
        };
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: t.name, heading: HeadingLevel.TITLE }),
          new Paragraph("someone@example.com | +86 139 1234 5678"),
          new Paragraph({ text: t.work, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [new TextRun({ text: t.org, bold: true }), new TextRun(`\t${t.role}\t${t.dates}`)],
          }),
          new Paragraph({ text: t.bullet, bullet: { level: 0 } }),
          new Paragraph({ text: t.edu, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [new TextRun({ text: t.school, bold: true }), new TextRun(`\t${t.degree}\t${t.eduDates}`)],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A zip written by hand: each entry deflated, with the sizes its directory declares (which may lie). */
export function zip(entries: { name: string; data: Buffer; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A PDF written by hand from its objects (1-based), with a correct cross-reference table. */
export function rawPdf(objects: string[], trailerExtra = ""): Buffer {
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A PDF of `count` blank pages. */
export function manyPagesPdf(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(" ");
  const pages = Array.from({ length: count }, () => "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>");
  return rawPdf([`<< /Type /Catalog /Pages 2 0 R >>`, `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`, ...pages]);
}

/** A PDF with a text page, encrypted with a user password nobody knows (pdf.js must ask for it). */
export function encryptedPdf(): Buffer {
  const hex = (n: number) => "<" + "ab".repeat(n) + ">";
  return rawPdf(
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
      `<< /Filter /Standard /V 1 /R 2 /O ${hex(32)} /U ${hex(32)} /P -4 >>`,
    ],
    `/Encrypt 4 0 R /ID [${hex(16)} ${hex(16)}] `,
  );
}
