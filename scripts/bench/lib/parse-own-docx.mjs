// Our own examples written as Word files in three layouts for `npm run bench:parse` (issue 14 item 6): `headings`
// (heading styles and "company⇥role⇥dates" lines), `stacked` (bold plain-text headings, role / company / dates on
// their own lines, other date formats) and `table` (entries in a two-column table).
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
import { bare } from "./parse-score.mjs";

export const DOCX_LAYOUTS = ["headings", "stacked", "table"];

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

/** One example's document in one layout, as the bytes of a .docx. */
export function ownDocx(data, lang, layout) {
  return Packer.toBuffer(new Document({ sections: [{ children: docxChildren(data, lang, layout) }] }));
}
