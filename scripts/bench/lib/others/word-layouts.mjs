// Word files in five layouts other than ours, written with the docx package from a JSON Resume document for the
// held-out evaluation set (issue 24 item 1): a form of tables with header rows (as Chinese Word resumes are laid
// out), text boxes for the header and a sidebar, a section set in two columns, a plain page with tab-aligned dates
// and typed bullet glyphs under a document title, and a borderless table with the section labels in a narrow left
// column. Each answers the file's bytes and `shown`, the strings it prints, from which the truth is cut.
import {
  BorderStyle,
  ColumnBreak,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopPosition,
  TabStopType,
  Textbox,
  TextRun,
  WidthType,
} from "docx";
import { writtenRange } from "./written-dates.mjs";

const WORDS = {
  en: {
    title: "CURRICULUM VITAE",
    summary: "Profile",
    work: "Work Experience",
    education: "Education & Training",
    skills: "Skills",
    languages: "Languages",
    contact: "Contact",
    present: "Present",
    form: {
      name: "Name",
      phone: "Phone",
      email: "Email",
      city: "Location",
      target: "Objective",
      web: "Links",
      workHeader: ["Dates", "Company", "Position"],
      eduHeader: ["Dates", "School", "Major", "Degree"],
    },
  },
  zh: {
    title: "个 人 简 历",
    summary: "自我评价",
    work: "工作经历",
    education: "教育背景",
    skills: "专业技能",
    languages: "语言能力",
    contact: "联系方式",
    present: "至今",
    form: {
      name: "姓名",
      phone: "电话",
      email: "邮箱",
      city: "现居",
      target: "求职意向",
      web: "主页",
      workHeader: ["时间", "公司", "职位"],
      eduHeader: ["时间", "学校", "专业", "学历"],
    },
  },
};

const NO_BORDERS = {
  top: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  bottom: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  left: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  right: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  insideHorizontal: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
};

const bare = (url) =>
  String(url ?? "")
    .replace(/^https?:\/\/(www\.)?/, "")
    .replace(/\/$/, "");
const location = (b) => [b.location?.city, b.location?.region].filter(Boolean).join(", ");
const links = (b) => [b.url, ...(b.profiles ?? []).map((p) => p.url)].filter(Boolean).map(bare);

/** Records every string written, so the truth can be cut to what the file shows. */
function writer() {
  const shown = [];
  const s = (text) => {
    const value = String(text ?? "");
    if (value) shown.push(value);
    return value;
  };
  const run = (text, options = {}) => new TextRun({ text: s(text), ...options });
  const para = (text, options = {}) => new Paragraph({ children: [run(text, options.run ?? {})], ...options.para });
  return { shown, s, run, para };
}

const cell = (children, width) =>
  new TableCell({ children, ...(width ? { width: { size: width, type: WidthType.PERCENTAGE } } : {}) });

function formTable(doc, lang, w) {
  const { shown, run, para } = writer();
  const b = doc.basics ?? {};
  const f = WORDS[lang].form;
  const heading = (text) =>
    para(text, { run: { bold: true, size: 28 }, para: { spacing: { before: 240, after: 80 } } });
  const row = (texts, bold = false) => new TableRow({ children: texts.map((t) => cell([para(t, { run: { bold } })])) });
  const info = [
    [f.name, b.name, f.phone, b.phone],
    [f.email, b.email, f.city, location(b)],
    [f.target, b.label, f.web, links(b).join(" ")],
  ];
  const children = [
    para(WORDS[lang].title, { run: { bold: true, size: 36 }, para: { alignment: "center" } }),
    new Table({ rows: info.map((r) => row(r)), width: { size: 100, type: WidthType.PERCENTAGE } }),
  ];
  if (b.summary) children.push(heading(w.summary), para(b.summary));
  const range = (item) => writtenRange(item, lang === "zh" ? "dot" : "mon", { present: w.present });
  const work = (doc.work ?? []).flatMap((job) => [
    row([range(job), job.name, job.position]),
    new TableRow({
      children: [
        new TableCell({
          columnSpan: 3,
          children: (job.highlights ?? []).map((h) => new Paragraph({ children: [run(h)], bullet: { level: 0 } })),
        }),
      ],
    }),
  ]);
  children.push(heading(w.work), new Table({ rows: [row(f.workHeader, true), ...work] }));
  const education = (doc.education ?? []).map((e) => row([range(e), e.institution, e.area, e.studyType]));
  children.push(heading(w.education), new Table({ rows: [row(f.eduHeader, true), ...education] }));
  if (doc.skills?.length)
    children.push(heading(w.skills), para(doc.skills.map((x) => x.name).join(lang === "zh" ? "、" : ", ")));
  if (doc.languages?.length)
    children.push(
      heading(w.languages),
      ...doc.languages.map((l) => para(`${l.language}${lang === "zh" ? "：" : ": "}${l.fluency}`)),
    );
  return { sections: [{ children }], shown };
}

function textBoxes(doc, lang, w) {
  const { shown, run, para } = writer();
  const b = doc.basics ?? {};
  const range = (item) => writtenRange(item, lang === "zh" ? "cn" : "month", { dash: " - ", present: w.present });
  const header = new Textbox({
    alignment: "left",
    style: { width: "480pt", height: "90pt" },
    children: [
      para(b.name, { run: { bold: true, size: 44 } }),
      ...(b.label ? [para(b.label, { run: { size: 26 } })] : []),
    ],
  });
  const side = new Textbox({
    alignment: "right",
    style: { width: "160pt", height: "400pt" },
    children: [
      para(w.contact, { run: { bold: true } }),
      ...[b.phone, b.email, location(b), ...links(b)].filter(Boolean).map((t) => para(t)),
      para(w.skills, { run: { bold: true } }),
      ...(doc.skills ?? []).map((x) => para(x.level ? `${x.name} – ${x.level}` : x.name)),
      para(w.languages, { run: { bold: true } }),
      ...(doc.languages ?? []).map((l) => para(`${l.language} (${l.fluency})`)),
    ],
  });
  const heading = (text) => para(text.toUpperCase(), { run: { bold: true, size: 26, color: "1F4E79" } });
  const children = [header, side];
  if (b.summary) children.push(heading(w.summary), para(b.summary));
  children.push(heading(w.work));
  for (const job of doc.work ?? []) {
    children.push(
      new Paragraph({ children: [run(job.position, { bold: true }), run(" | "), run(job.name)] }),
      para(range(job), { run: { italics: true } }),
      ...(job.highlights ?? []).map((h) => new Paragraph({ children: [run(h)], bullet: { level: 0 } })),
    );
  }
  children.push(heading(w.education));
  for (const e of doc.education ?? [])
    children.push(
      para(e.institution, { run: { bold: true } }),
      para([e.studyType, e.area].filter(Boolean).join(", ")),
      para(range(e)),
    );
  return { sections: [{ children }], shown };
}

function twoColumns(doc, lang, w) {
  const { shown, run, para } = writer();
  const b = doc.basics ?? {};
  const range = (item) => writtenRange(item, lang === "zh" ? "slashYM" : "slash", { present: w.present });
  const heading = (text) => para(text, { run: { bold: true, size: 24, allCaps: lang === "en" } });
  const left = [
    para(b.name, { run: { bold: true, size: 40 } }),
    ...(b.label ? [para(b.label)] : []),
    heading(w.contact),
    ...[b.email, b.phone, location(b), ...links(b)].filter(Boolean).map((t) => para(t)),
    heading(w.skills),
    ...(doc.skills ?? []).map((x) => new Paragraph({ children: [run(x.name)], bullet: { level: 0 } })),
    heading(w.languages),
    ...(doc.languages ?? []).map((l) => para(`${l.language} – ${l.fluency}`)),
    heading(w.education),
    ...(doc.education ?? []).flatMap((e) => [
      para(e.institution, { run: { bold: true } }),
      para([e.studyType, e.area].filter(Boolean).join(lang === "zh" ? " · " : ", ")),
      para(range(e)),
    ]),
  ];
  const right = [new Paragraph({ children: [new TextRun({ children: [new ColumnBreak()] })] })];
  if (b.summary) right.push(heading(w.summary), para(b.summary));
  right.push(heading(w.work));
  for (const job of doc.work ?? [])
    right.push(
      para(job.name, { run: { bold: true } }),
      para(`${job.position}${job.location ? `, ${job.location}` : ""}`),
      para(range(job)),
      ...(job.highlights ?? []).map((h) => new Paragraph({ children: [run(h)], bullet: { level: 0 } })),
    );
  return { sections: [{ properties: { column: { count: 2, space: 500 } }, children: [...left, ...right] }], shown };
}

function tabbed(doc, lang, w) {
  const { shown, run, para } = writer();
  const b = doc.basics ?? {};
  const tabs = [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }];
  const range = (item) => writtenRange(item, lang === "zh" ? "cn" : "monDot", { dash: " – ", present: w.present });
  const heading = (text) =>
    para(lang === "zh" ? text : text.toUpperCase(), {
      run: { bold: true, size: 24 },
      para: { spacing: { before: 200 }, border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "888888" } } },
    });
  const children = [
    para(WORDS[lang].title, { run: { size: 20, color: "666666" }, para: { alignment: "center" } }),
    para(b.name, { run: { bold: true, size: 36 }, para: { alignment: "center" } }),
    para([b.label, location(b)].filter(Boolean).join(" · "), { para: { alignment: "center" } }),
    para([b.email, b.phone, ...links(b)].filter(Boolean).join(" · "), { para: { alignment: "center" } }),
  ];
  if (b.summary) children.push(heading(w.summary), para(b.summary));
  children.push(heading(w.work));
  for (const job of doc.work ?? [])
    children.push(
      new Paragraph({ tabStops: tabs, children: [run(job.name, { bold: true }), run(`\t${job.location ?? ""}`)] }),
      new Paragraph({ tabStops: tabs, children: [run(job.position, { italics: true }), run(`\t${range(job)}`)] }),
      ...(job.highlights ?? []).map((h) => para(`• ${h}`)),
    );
  children.push(heading(w.education));
  for (const e of doc.education ?? []) {
    children.push(
      new Paragraph({ tabStops: tabs, children: [run(e.institution, { bold: true }), run(`\t${range(e)}`)] }),
      para([e.area, e.studyType].filter(Boolean).join(" ")),
    );
    if (e.score) children.push(para(`GPA: ${e.score}`));
  }
  const skills = doc.skills ?? [];
  if (skills.length > 0) {
    children.push(heading(w.skills));
    if (skills.some((x) => x.keywords))
      for (const x of skills)
        children.push(
          new Paragraph({ children: [run(`${x.name}: `, { bold: true }), run((x.keywords ?? []).join(", "))] }),
        );
    else children.push(para(skills.map((x) => x.name).join(" | ")));
  }
  if (doc.languages?.length)
    children.push(
      heading(w.languages),
      para(doc.languages.map((l) => `${l.language} (${l.fluency})`).join(lang === "zh" ? "；" : "; ")),
    );
  return { sections: [{ children }], shown };
}

function labelTable(doc, lang, w) {
  const { shown, run, para } = writer();
  const b = doc.basics ?? {};
  const range = (item) => writtenRange(item, lang === "zh" ? "iso" : "mon", { dash: " – ", present: w.present });
  const row = (label, children) =>
    new TableRow({
      children: [cell([para(label, { run: { bold: true, color: "2E74B5" } })], 22), cell(children, 78)],
    });
  const rows = [
    row(w.contact, [
      para([b.email, b.phone].filter(Boolean).join("  ·  ")),
      para([location(b), ...links(b)].filter(Boolean).join("  ·  ")),
    ]),
  ];
  if (b.summary) rows.push(row(w.summary, [para(b.summary)]));
  rows.push(
    row(
      w.work,
      (doc.work ?? []).flatMap((job) => [
        new Paragraph({ children: [run(job.position, { bold: true }), run(", "), run(job.name)] }),
        para(range(job), { run: { color: "666666" } }),
        ...(job.highlights ?? []).map((h) => new Paragraph({ children: [run(h)], bullet: { level: 0 } })),
      ]),
    ),
    row(
      w.education,
      (doc.education ?? []).flatMap((e) => [
        para(e.institution, { run: { bold: true } }),
        para(`${[e.studyType, e.area].filter(Boolean).join(lang === "zh" ? "，" : ", ")}  ${range(e)}`),
      ]),
    ),
  );
  if (doc.skills?.length) rows.push(row(w.skills, [para(doc.skills.map((x) => x.name).join(", "))]));
  if (doc.languages?.length)
    rows.push(
      row(
        w.languages,
        doc.languages.map((l) => para(`${l.language} – ${l.fluency}`)),
      ),
    );
  const children = [
    para(b.name, { run: { bold: true, size: 40 } }),
    ...(b.label ? [para(b.label, { run: { size: 24, color: "666666" } })] : []),
    new Table({ rows, borders: NO_BORDERS, width: { size: 100, type: WidthType.PERCENTAGE } }),
  ];
  return { sections: [{ children }], shown };
}

const LAYOUTS = {
  "form-table": formTable,
  "text-boxes": textBoxes,
  "two-columns": twoColumns,
  tabbed,
  "label-table": labelTable,
};
export const WORD_LAYOUT_NAMES = Object.keys(LAYOUTS);

/** The Word file of one document in one layout, and the strings it shows. */
export async function writeWordLayout(name, doc, lang) {
  const { sections, shown } = LAYOUTS[name](doc, lang, WORDS[lang]);
  const bytes = await Packer.toBuffer(new Document({ sections }));
  return { bytes, shown, anchored: [] };
}
