// LaTeX sources in five layouts of three public classes (moderncv in its classic and banking styles, europecv, and
// two article-based layouts: a plain one and a timeline with the dates stacked in a left column), written from a
// JSON Resume document for the held-out evaluation set (issue 24 item 1). Each layout answers the .tex and what it
// prints: `shown`, the strings as a reader sees them, and `anchored`, the addresses printed only as a link behind
// other text (moderncv's \social prints a user name), from which the truth is cut to what the file shows.
import { writtenRange } from "./written-dates.mjs";

const ESCAPES = {
  "\\": "\\textbackslash{}",
  "&": "\\&",
  "%": "\\%",
  $: "\\$",
  "#": "\\#",
  _: "\\_",
  "{": "\\{",
  "}": "\\}",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
  // A straight apostrophe, as the text has it (TeX would set a closing quote).
  "'": "\\textquotesingle{}",
};
const escape = (text) => String(text ?? "").replace(/[\\&%$#_{}~^']/g, (c) => ESCAPES[c]);

/** A printer that escapes each string for TeX and remembers it as shown. */
function printer() {
  const shown = [];
  const anchored = [];
  const t = (text) => {
    if (text) shown.push(String(text));
    return escape(text);
  };
  return { shown, anchored, t };
}

// No hyphenation: a word broken at a line's end is a second, harder problem than the one the set measures.
const NO_HYPHENS = String.raw`\hyphenpenalty=10000
\exhyphenpenalty=10000`;
const CJK = String.raw`\usepackage{xeCJK}
\setCJKmainfont{Noto Serif CJK SC}
\setCJKsansfont{Noto Sans CJK SC}
\setCJKmonofont{Noto Sans Mono CJK SC}`;

const WORDS = {
  en: {
    summary: ["Summary", "Profile", "Summary", "SUMMARY", "About"],
    work: ["Experience", "Professional Experience", "Work experience", "WORK HISTORY", "Career"],
    education: ["Education", "Education & Training", "Education and training", "EDUCATION", "Academic Background"],
    skills: ["Skills", "Technical Skills", "Personal skills and competences", "SKILLS", "Skills & Tools"],
    languages: ["Languages", "Languages", "Languages", "LANGUAGES", "Languages"],
    projects: "Projects",
    certificates: "Certifications",
    present: "Present",
    gpa: "GPA",
  },
  zh: {
    summary: ["个人简介", "自我评价", "个人简介", "个人总结", "关于我"],
    work: ["工作经历", "工作经验", "工作经历", "工作经历", "职业经历"],
    education: ["教育背景", "教育经历", "教育背景", "教育经历", "教育背景"],
    skills: ["专业技能", "技能特长", "个人技能", "专业技能", "技能"],
    languages: ["语言能力", "外语能力", "语言", "语言能力", "语言"],
    projects: "项目经历",
    certificates: "证书",
    present: "至今",
    gpa: "GPA",
  },
};

const location = (b) => [b.location?.city, b.location?.region].filter(Boolean).join(", ");
const bare = (url) =>
  String(url ?? "")
    .replace(/^https?:\/\//, "")
    .replace(/\/$/, "");
const itemize = (p, lines) =>
  lines.length === 0 ? "" : `\\begin{itemize}${lines.map((l) => `\\item ${p.t(l)}`).join("")}\\end{itemize}`;
const degree = (e, join = ", ") => [e.studyType, e.area].filter(Boolean).join(join);

const SOCIAL = { github: "github", linkedin: "linkedin", twitter: "twitter", gitlab: "gitlab" };

function moderncv(doc, lang, style) {
  const p = printer();
  const w = WORDS[lang];
  const at = style === "classic" ? 0 : 1;
  const b = doc.basics ?? {};
  const dateStyle = lang === "zh" ? (at === 0 ? "dot" : "cn") : at === 0 ? "mon" : "slash";
  const range = (item) => p.t(writtenRange(item, dateStyle, { present: w.present }));
  const [first, ...rest] = lang === "zh" ? [b.name.slice(0, 1), b.name.slice(1)] : b.name.split(" ").reverse();
  const names = lang === "zh" ? [first, rest.join("")] : [rest.reverse().join(" "), first];
  const head = [
    `\\name{${p.t(names[0])}}{${p.t(names[1])}}`,
    b.label && `\\title{${p.t(b.label)}}`,
    b.location && `\\address{${p.t(b.location.city)}}{${p.t(b.location.region)}}{}`,
    b.phone && `\\phone[mobile]{${p.t(b.phone)}}`,
    b.email && `\\email{${p.t(b.email)}}`,
    b.url && `\\homepage{${p.t(bare(b.url))}}`,
    ...(b.profiles ?? []).map((profile) => {
      const kind = SOCIAL[String(profile.network).toLowerCase()];
      if (!kind) return `\\extrainfo{${p.t(bare(profile.url))}}`;
      p.anchored.push(profile.url);
      const user = kind === "linkedin" ? profile.url.replace(/^.*\/in\//, "").replace(/\/$/, "") : profile.username;
      return `\\social[${kind}]{${p.t(user)}}`;
    }),
  ];
  const body = [];
  if (b.summary) body.push(`\\section{${p.t(w.summary[at])}}`, `\\cvitem{}{${p.t(b.summary)}}`);
  body.push(`\\section{${p.t(w.work[at])}}`);
  for (const job of doc.work ?? [])
    body.push(
      `\\cventry{${range(job)}}{${p.t(job.position)}}{${p.t(job.name)}}{${p.t(job.location)}}{}{${job.summary ? p.t(job.summary) : ""}${itemize(p, job.highlights ?? [])}}`,
    );
  body.push(`\\section{${p.t(w.education[at])}}`);
  for (const e of doc.education ?? [])
    body.push(
      `\\cventry{${range(e)}}{${p.t(degree(e))}}{${p.t(e.institution)}}{}{${e.score ? p.t(`${w.gpa} ${e.score}`) : ""}}{}`,
    );
  const skills = doc.skills ?? [];
  if (skills.length > 0) {
    body.push(`\\section{${p.t(w.skills[at])}}`);
    if (skills.some((s) => s.level || s.keywords))
      for (const s of skills) body.push(`\\cvitem{${p.t(s.name)}}{${p.t(s.level ?? (s.keywords ?? []).join(", "))}}`);
    else body.push(`\\cvitem{}{${p.t(skills.map((s) => s.name).join(", "))}}`);
  }
  if ((doc.languages ?? []).length > 0) {
    body.push(`\\section{${p.t(w.languages[at])}}`);
    for (const l of doc.languages) body.push(`\\cvitemwithcomment{${p.t(l.language)}}{${p.t(l.fluency)}}{}`);
  }
  if (at === 0)
    for (const project of doc.projects ?? []) {
      if (project === doc.projects[0]) body.push(`\\section{${p.t(w.projects)}}`);
      body.push(`\\cventry{${range(project)}}{${p.t(project.name)}}{}{}{}{${p.t(project.description)}}`);
    }
  for (const c of doc.certificates ?? []) {
    if (c === doc.certificates[0]) body.push(`\\section{${p.t(w.certificates)}}`);
    body.push(
      `\\cvitem{${p.t(String(c.date ?? "").slice(0, 4))}}{${p.t([c.name, c.issuer].filter(Boolean).join(", "))}}`,
    );
  }
  const tex = `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle[nosymbols]{${style}}
\\moderncvcolor{${at === 0 ? "blue" : "black"}}
\\usepackage[scale=0.84]{geometry}
${NO_HYPHENS}
${lang === "zh" ? CJK : ""}
${head.filter(Boolean).join("\n")}
\\begin{document}
\\makecvtitle
${body.join("\n")}
\\end{document}
`;
  return { tex, shown: p.shown, anchored: p.anchored };
}

const EUROPECV_LABELS = {
  en: {
    personal: null,
    dates: "Dates",
    position: "Occupation or position held",
    activities: "Main activities and responsibilities",
    employer: "Name and address of employer",
    qualification: "Title of qualification awarded",
    subjects: "Principal subjects",
    school: "Name and type of organisation providing education and training",
    mother: "Mother tongue",
    other: "Other languages",
    computer: "Computer skills and competences",
  },
  zh: {
    personal: { section: "个人信息", name: "姓名", address: "地址", phone: "电话", email: "电子邮件", web: "个人主页" },
    dates: "时间",
    position: "职位",
    activities: "主要工作",
    employer: "单位名称",
    qualification: "学历",
    subjects: "专业",
    school: "学校",
    mother: "母语",
    other: "外语",
    computer: "专业技能",
  },
};

function europecv(doc, lang) {
  const p = printer();
  const w = WORDS[lang];
  const l = EUROPECV_LABELS[lang];
  const b = doc.basics ?? {};
  const range = (item) =>
    p.t(
      writtenRange(item, lang === "zh" ? "slashYM" : "month", {
        dash: " – ",
        present: lang === "zh" ? "至今" : "present",
      }),
    );
  const links = [b.url, ...(b.profiles ?? []).map((x) => x.url)].filter(Boolean).map(bare);
  const head = [];
  const body = [];
  if (lang === "en") {
    head.push(`\\ecvname{${p.t(b.name)}}`);
    if (b.location) head.push(`\\ecvaddress{${p.t(location(b))}}`);
    if (b.phone) head.push(`\\ecvtelephone{${p.t(b.phone)}}`);
    if (b.email) head.push(`\\ecvemail{${p.t(b.email)}}`);
    if (links.length > 0) head.push(`\\ecvhomepage{${p.t(links.join(", "))}}`);
    body.push("\\ecvpersonalinfo");
  } else {
    const info = l.personal;
    body.push(`\\ecvsection{${p.t(info.section)}}`, `\\ecvitem{${p.t(info.name)}}{${p.t(b.name)}}`);
    if (b.location) body.push(`\\ecvitem{${p.t(info.address)}}{${p.t(location(b))}}`);
    if (b.phone) body.push(`\\ecvitem{${p.t(info.phone)}}{${p.t(b.phone)}}`);
    if (b.email) body.push(`\\ecvitem{${p.t(info.email)}}{${p.t(b.email)}}`);
    if (links.length > 0) body.push(`\\ecvitem{${p.t(info.web)}}{${p.t(links.join(", "))}}`);
  }
  if (b.label) body.push(`\\ecvitem[8pt]{}{\\textbf{${p.t(b.label)}}}`);
  if (b.summary) body.push(`\\ecvsection{${p.t(w.summary[2])}}`, `\\ecvitem{}{${p.t(b.summary)}}`);
  body.push(`\\ecvsection{${p.t(w.work[2])}}`);
  for (const job of doc.work ?? []) {
    body.push(`\\ecvitem{${p.t(l.dates)}}{${range(job)}}`, `\\ecvitem{${p.t(l.position)}}{${p.t(job.position)}}`);
    if (job.highlights?.length) body.push(`\\ecvitem{${p.t(l.activities)}}{${itemize(p, job.highlights)}}`);
    const employer = [job.name, job.location].filter(Boolean).join(", ");
    body.push(`\\ecvitem[6pt]{${p.t(l.employer)}}{${p.t(employer)}}`);
  }
  body.push(`\\ecvsection{${p.t(w.education[2])}}`);
  for (const e of doc.education ?? [])
    body.push(
      `\\ecvitem{${p.t(l.dates)}}{${range(e)}}`,
      `\\ecvitem{${p.t(l.qualification)}}{${p.t(e.studyType)}}`,
      `\\ecvitem{${p.t(l.subjects)}}{${p.t(e.area)}}`,
      `\\ecvitem[6pt]{${p.t(l.school)}}{${p.t(e.institution)}}`,
    );
  body.push(`\\ecvsection{${p.t(w.skills[2])}}`);
  const [mother, ...others] = doc.languages ?? [];
  if (mother) body.push(`\\ecvitem{${p.t(l.mother)}}{${p.t(mother.language)}}`);
  if (others.length > 0)
    body.push(`\\ecvitem{${p.t(l.other)}}{${p.t(others.map((x) => `${x.language} (${x.fluency})`).join(", "))}}`);
  if ((doc.skills ?? []).length > 0)
    body.push(`\\ecvitem{${p.t(l.computer)}}{${p.t(doc.skills.map((s) => s.name).join(", "))}}`);
  const tex = `\\documentclass[english,a4paper,nologo]{europecv}
\\usepackage[margin=1.8cm]{geometry}
\\usepackage{hyperref}
${NO_HYPHENS}
${lang === "zh" ? CJK : ""}
${head.join("\n")}
\\begin{document}
\\begin{europecv}
${body.join("\n")}
\\end{europecv}
\\end{document}
`;
  return { tex, shown: p.shown, anchored: p.anchored };
}

const ARTICLE = (lang) => `\\documentclass[10pt,a4paper]{article}
\\usepackage[margin=1.7cm]{geometry}
\\usepackage{enumitem}
\\usepackage{fontspec}
${NO_HYPHENS}
${lang === "zh" ? CJK : ""}
\\setlist{nosep,leftmargin=1.4em}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}`;

function articlePlain(doc, lang) {
  const p = printer();
  const w = WORDS[lang];
  const b = doc.basics ?? {};
  const range = (item) => p.t(writtenRange(item, lang === "zh" ? "dot" : "monDot", { present: w.present }));
  const heading = (text) =>
    `\\vspace{6pt}{\\large\\bfseries ${p.t(text)}}\\\\[-6pt]\\rule{\\linewidth}{0.4pt}\\\\[2pt]`;
  const contact = [b.email, b.phone, location(b), b.url && bare(b.url), ...(b.profiles ?? []).map((x) => bare(x.url))];
  const body = [
    `\\begin{center}{\\LARGE\\bfseries ${p.t(b.name)}}\\\\[4pt]`,
    b.label ? `${p.t(b.label)}\\\\[2pt]` : "",
    `${contact
      .filter(Boolean)
      .map((c) => p.t(c))
      .join(" $|$ ")}\\end{center}`,
  ];
  if (b.summary) body.push(heading(w.summary[3]), `${p.t(b.summary)}\\par`);
  body.push(heading(w.work[3]));
  for (const job of doc.work ?? [])
    body.push(
      `\\textbf{${p.t(job.name)}} \\hfill ${p.t(job.location)}\\\\`,
      `\\textit{${p.t(job.position)}} \\hfill ${range(job)}`,
      job.highlights?.length ? itemize(p, job.highlights) : "\\\\",
      "\\vspace{4pt}",
    );
  body.push(heading(w.education[3]));
  for (const e of doc.education ?? []) {
    body.push(
      `\\textbf{${p.t(e.institution)}} \\hfill ${range(e)}\\\\`,
      `${p.t(degree(e, lang === "zh" ? " " : " in "))}\\\\`,
    );
    if (e.score) body.push(`${p.t(`${w.gpa}: ${e.score}`)}\\\\`);
    if (e.courses?.length)
      body.push(`${p.t(`${lang === "zh" ? "主修课程：" : "Relevant coursework: "}${e.courses.join(", ")}`)}\\\\`);
  }
  const skills = doc.skills ?? [];
  if (skills.length > 0) {
    body.push(heading(w.skills[3]));
    if (skills.some((s) => s.keywords))
      for (const s of skills) body.push(`\\textbf{${p.t(`${s.name}:`)}} ${p.t((s.keywords ?? []).join(", "))}\\\\`);
    else body.push(`${p.t(skills.map((s) => (s.level ? `${s.name} (${s.level})` : s.name)).join(", "))}\\par`);
  }
  if ((doc.languages ?? []).length > 0)
    body.push(
      heading(w.languages[3]),
      `${p.t(doc.languages.map((l) => `${l.language} (${l.fluency})`).join(", "))}\\par`,
    );
  for (const project of doc.projects ?? []) {
    if (project === doc.projects[0]) body.push(heading(w.projects));
    body.push(`\\textbf{${p.t(project.name)}} \\hfill ${range(project)}\\\\ ${p.t(project.description)}\\par`);
  }
  const tex = `${ARTICLE(lang)}
\\begin{document}
${body.filter(Boolean).join("\n")}
\\end{document}
`;
  return { tex, shown: p.shown, anchored: p.anchored };
}

function articleTimeline(doc, lang) {
  const p = printer();
  const w = WORDS[lang];
  const b = doc.basics ?? {};
  const style = lang === "zh" ? "dot" : "slash";
  const dash = lang === "zh" ? " —" : " –";
  const stacked = (item) => {
    const [start, end] = writtenRange(item, style, { dash: "\u0000", present: w.present }).split("\u0000");
    return end ? `${p.t(start)}${dash}\\newline ${p.t(end)}` : p.t(start);
  };
  const heading = (text) => `\\section*{\\textsc{${p.t(text)}}}`;
  const rows = (list) => `\\begin{tabular}{@{}p{2.3cm}p{14.2cm}@{}}\n${list.join("\\\\[6pt]\n")}\n\\end{tabular}`;
  const body = [
    `{\\Huge ${p.t(b.name)}}\\hfill\\begin{tabular}[b]{@{}r@{}}`,
    [b.phone, b.email, location(b), ...(b.profiles ?? []).map((x) => bare(x.url))]
      .filter(Boolean)
      .map((c) => p.t(c))
      .join("\\\\"),
    "\\end{tabular}\\\\[2pt]",
    b.label ? `{\\large ${p.t(b.label)}}\\par` : "",
  ];
  if (b.summary) body.push(heading(w.summary[4]), `${p.t(b.summary)}\\par`);
  body.push(heading(w.work[4]));
  body.push(
    rows(
      (doc.work ?? []).map(
        (job) =>
          `${stacked(job)} & \\textbf{${p.t(job.position)}}${job.location ? `, ${p.t(job.location)}` : ""}\\newline ${p.t(job.name)}${
            job.highlights?.length ? `\\newline ${job.highlights.map((h) => `• ${p.t(h)}`).join("\\newline ")}` : ""
          }`,
      ),
    ),
  );
  body.push(heading(w.education[4]));
  body.push(
    rows(
      (doc.education ?? []).map(
        (e) =>
          `${stacked(e)} & \\textbf{${p.t(e.institution)}}\\newline ${p.t(degree(e))}${e.score ? `\\newline ${p.t(`${w.gpa} ${e.score}`)}` : ""}`,
      ),
    ),
  );
  if ((doc.skills ?? []).length > 0)
    body.push(heading(w.skills[4]), `${p.t(doc.skills.map((s) => s.name).join(" · "))}\\par`);
  if ((doc.languages ?? []).length > 0)
    body.push(heading(w.languages[4]), doc.languages.map((l) => `${p.t(l.language)} — ${p.t(l.fluency)}`).join("\\\\"));
  const tex = `${ARTICLE(lang)}
\\begin{document}
${body.filter(Boolean).join("\n")}
\\end{document}
`;
  return { tex, shown: p.shown, anchored: p.anchored };
}

/** Layout name → (JSON Resume document, "en" | "zh") → { tex, shown, anchored }. */
export const LATEX_LAYOUTS = {
  "moderncv-classic": (doc, lang) => moderncv(doc, lang, "classic"),
  "moderncv-banking": (doc, lang) => moderncv(doc, lang, "banking"),
  europecv,
  "article-plain": articlePlain,
  "article-timeline": articleTimeline,
};
