// A clean Word resume as people write them (issue 21 item 14): the name in the Title style (which the text does not
// carry), the headline under it, a contact line with the city as one of its parts (or after a label in Chinese), and
// entries whose header tabs hold employer, role, city and dates. Nothing in it is a guess for a reader.
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";

const content = {
  en: {
    name: "Maria Lopez",
    headline: "Product Designer",
    contact: "maria.lopez@example.com | +1 (206) 555-0142 | Seattle, WA | linkedin.com/in/marialopez",
    work: "Work Experience",
    jobs: [
      ["Northwind Traders Inc.", "Senior Product Designer", "Seattle, WA", "Apr 2020 – Present"],
      ["Contoso Ltd.", "Product Designer", "Portland, OR", "Jun 2016 – Mar 2020"],
    ],
    bullet: "Redesigned the checkout flow used by two million shoppers.",
    education: "Education",
    school: ["University of Washington", "B.A. in Interaction Design", "2012 – 2016"],
  },
  zh: {
    name: "王芳",
    headline: "产品设计师",
    contact: "wangfang@example.cn | 139 1234 5678 | 现居：上海",
    work: "工作经历",
    jobs: [
      ["阿里巴巴集团", "高级产品设计师", "杭州", "2020.04 - 至今"],
      ["网易有限公司", "产品设计师", "广州", "2016.06 - 2020.03"],
    ],
    bullet: "重新设计了两百万用户使用的结算流程。",
    education: "教育经历",
    school: ["同济大学", "交互设计 本科", "2012.09 - 2016.06"],
  },
} as const;

export function cleanDocxResume(lang: keyof typeof content): Promise<Buffer> {
  const t = content[lang];
  const header = (parts: readonly string[]) =>
    new Paragraph({
      children: [new TextRun({ text: parts[0]!, bold: true }), new TextRun(`\t${parts.slice(1).join("\t")}`)],
    });
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: t.name, heading: HeadingLevel.TITLE }),
          new Paragraph(t.headline),
          new Paragraph(t.contact),
          new Paragraph({ text: t.work, heading: HeadingLevel.HEADING_1 }),
          ...t.jobs.flatMap((job) => [header(job), new Paragraph({ text: t.bullet, bullet: { level: 0 } })]),
          new Paragraph({ text: t.education, heading: HeadingLevel.HEADING_1 }),
          header(t.school),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
