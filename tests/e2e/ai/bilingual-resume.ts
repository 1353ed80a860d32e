// A short resume written twice, in English and in Simplified Chinese, text for text: each version is the other's
// translation, with the same sections and entries, so the texts of one (translatableTexts, same ids) are the fake
// model's translation of the other. Used by the editor AI specs and the home page's demo recordings
// (scripts/demos/). `tag` makes a test's texts its own: the fake model answers by markers found in the prompt.
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { translatableTexts } from "@/lib/shared/resume/translate-document";
import { ZResumeData, type TResumeConfig, type TResumeData } from "@/lib/shared/validations/resume-document/document";
import { seedResume } from "../support/resumes";

export type DemoLang = "en" | "ch";

type Entry = { title: string; subTitle: string; city: string; startDate: string; endDate: string; description: string };

const content: Record<
  DemoLang,
  { title: string; location: string; work: Entry[]; education: Entry[]; skills: [string, string][] }
> = {
  en: {
    title: "Frontend Engineer",
    location: "Shanghai",
    work: [
      {
        title: "Starsea Commerce",
        subTitle: "Senior Frontend Engineer",
        city: "Shanghai",
        startDate: "2021-03",
        endDate: "",
        description:
          "- Worked on the checkout page of the mobile shop\n- Was responsible for performance, page load went from 3.2 s to 1.1 s\n- Helped new colleagues with code reviews",
      },
      {
        title: "Cloudpine Data",
        subTitle: "Frontend Engineer",
        city: "Hangzhou",
        startDate: "2018-07",
        endDate: "2021-02",
        description: "- Made dashboards for the data platform with React\n- Wrote unit tests for the chart components",
      },
    ],
    education: [
      {
        title: "Zhejiang University",
        subTitle: "B.Eng. in Software Engineering",
        city: "Hangzhou",
        startDate: "2014-09",
        endDate: "2018-06",
        description: "",
      },
    ],
    skills: [
      ["TypeScript", "Expert"],
      ["React", "Expert"],
      ["Web performance", "Advanced"],
    ],
  },
  ch: {
    title: "前端工程师",
    location: "上海",
    work: [
      {
        title: "星海电商",
        subTitle: "高级前端工程师",
        city: "上海",
        startDate: "2021-03",
        endDate: "",
        description:
          "- 参与移动商城结算页的开发\n- 负责性能优化，页面加载时间从 3.2 秒降到 1.1 秒\n- 通过代码评审帮助新同事",
      },
      {
        title: "云杉数据",
        subTitle: "前端工程师",
        city: "杭州",
        startDate: "2018-07",
        endDate: "2021-02",
        description: "- 用 React 做数据平台的仪表盘\n- 给图表组件写单元测试",
      },
    ],
    education: [
      {
        title: "浙江大学",
        subTitle: "软件工程 · 学士",
        city: "杭州",
        startDate: "2014-09",
        endDate: "2018-06",
        description: "",
      },
    ],
    skills: [
      ["TypeScript", "精通"],
      ["React", "精通"],
      ["前端性能优化", "熟练"],
    ],
  },
};

/** What the fake model suggests for the two work descriptions, as a good polish would: action verbs, numbers kept. */
export const polished: Record<DemoLang, [string, string]> = {
  en: [
    "- Built the checkout page of the mobile shop\n- Led the performance work that cut page load from 3.2 s to 1.1 s\n- Mentored new colleagues through code reviews",
    "- Built React dashboards for the data platform\n- Wrote unit tests covering the chart components",
  ],
  ch: [
    "- 主导移动商城结算页的开发\n- 主导性能优化，将页面加载时间从 3.2 秒缩短至 1.1 秒\n- 通过代码评审指导新同事成长",
    "- 使用 React 构建数据平台仪表盘\n- 编写图表组件的单元测试，保障图表质量",
  ],
};

const withTag = (text: string, tag: string) => (tag ? `${text} ${tag}` : text);

export function bilingualResume(lang: DemoLang, tag = ""): { data: TResumeData; config: TResumeConfig } {
  const c = content[lang];
  const { data, config } = createEmptyResume(lang);
  const items = (entries: Entry[], id: string) =>
    entries.map((entry, i) => ({ id: `${id}-${i + 1}`, ...entry, description: withTag(entry.description, tag) }));
  const filled = ZResumeData.parse({
    ...data,
    basicInfo: {
      ...data.basicInfo,
      name: lang === "en" ? "Lin Chen" : "陈琳",
      title: withTag(c.title, tag),
      location: c.location,
      email: "lin.chen@example.com",
      cellphone: "+86 138 0000 1234",
    },
    sections: data.sections.map((section) => ({
      ...section,
      data:
        section.id === "empolyment"
          ? items(c.work, "work")
          : section.id === "education"
            ? items(c.education, "edu").map((item) => ({ ...item, description: "" }))
            : c.skills.map(([title, description], i) => ({ id: `skill-${i + 1}`, title, description })),
    })),
  });
  return { data: filled, config };
}

/** The polish suggestions' texts as the prompt carries them (the work descriptions). */
export const workDescriptions = (lang: DemoLang, tag = ""): [string, string] => [
  withTag(content[lang].work[0]!.description, tag),
  withTag(content[lang].work[1]!.description, tag),
];

/** The model's translation of `bilingualResume(from, tag)`: the other version's texts under the same ids. */
export function translationOf(from: DemoLang, tag = ""): { id: string; text: string }[] {
  return translatableTexts(bilingualResume(from === "en" ? "ch" : "en", tag).data);
}

export async function seedBilingualResume(userId: string, lang: DemoLang, name: string, tag = "") {
  return seedResume(userId, { name, document: bilingualResume(lang, tag) });
}
