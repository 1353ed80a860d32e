// Metadata of every template in components/resume-document/templates. The catalogue seeds Template rows from this list,
// so componentName values are stable identifiers stored in resumes: never rename one, add a new entry instead.
import { themes as th } from "./themes";
import type { TemplateMeta } from "./types";

export const DEFAULT_TEMPLATE = "TemplateModern";

export const templateRegistry: TemplateMeta[] = [
  {
    componentName: "TemplateModern",
    name: "Modern",
    isPro: false,
    columns: "one",
    sort: 120,
    title: { en: "Modern", zh: "现代" },
    desc: {
      en: "A clean single column with accent-coloured headings. Our default, at home in any industry.",
      zh: "简洁的单栏布局，标题使用主题色点缀。默认模板，适合各行各业。",
    },
    themes: [th.emerald, th.blue, th.slate, th.rose, th.violet],
  },
  {
    componentName: "TemplateIntro",
    name: "Intro",
    isPro: false,
    columns: "one",
    sort: 115,
    title: { en: "Intro", zh: "自我介绍" },
    desc: {
      en: "Opens with your profile so a recruiter meets you before your history.",
      zh: "以个人简介开篇，让招聘方先认识你，再看你的经历。",
    },
    themes: [th.indigo, th.emerald, th.charcoal, th.copper],
  },
  {
    componentName: "TemplateSidebar",
    name: "Sidebar",
    isPro: false,
    columns: "two",
    sort: 110,
    title: { en: "Sidebar", zh: "侧栏" },
    desc: {
      en: "Two columns with a tinted sidebar for contact details, skills and languages.",
      zh: "双栏布局，浅色侧栏放置联系方式、技能与语言。",
    },
    themes: [th.navy, th.emerald, th.burgundy, th.slate],
  },
  {
    componentName: "TemplateClassic",
    name: "Classic",
    isPro: false,
    columns: "one",
    sort: 105,
    title: { en: "Classic", zh: "经典" },
    desc: {
      en: "A centred serif header and ruled sections: the traditional resume, done carefully.",
      zh: "居中的衬线字体页眉与分隔线，严谨传统的经典简历。",
    },
    themes: [th.charcoal, th.navy, th.burgundy, th.forest],
  },
  {
    componentName: "TemplateMinimal",
    name: "Minimal",
    isPro: false,
    columns: "one",
    sort: 100,
    title: { en: "Minimal", zh: "极简" },
    desc: {
      en: "Dates in a quiet left column and generous white space. Nothing competes with your content.",
      zh: "日期置于左侧，留白充足，让内容本身说话。",
    },
    themes: [th.slate, th.teal, th.indigo, th.rose],
  },
  {
    componentName: "TemplateCompact",
    name: "Compact",
    isPro: false,
    columns: "one",
    sort: 95,
    title: { en: "Compact", zh: "紧凑" },
    desc: {
      en: "Dense yet readable: fits a long career on fewer pages.",
      zh: "紧凑而易读，用更少的页数容纳丰富的经历。",
    },
    themes: [th.blue, th.emerald, th.charcoal, th.amber],
  },
  {
    componentName: "TemplateSplit",
    name: "Split",
    isPro: false,
    columns: "two",
    sort: 90,
    title: { en: "Split", zh: "分栏" },
    desc: {
      en: "Experience on the left, skills and extras in a light right-hand column.",
      zh: "左侧展示经历，右侧浅色分栏列出技能与其他信息。",
    },
    themes: [th.teal, th.blue, th.violet, th.slate],
  },
  {
    componentName: "TemplateExecutive",
    name: "Executive",
    isPro: true,
    columns: "two",
    sort: 85,
    title: { en: "Executive", zh: "高管" },
    desc: {
      en: "A full-width colour band and a serif voice for senior and leadership roles.",
      zh: "通栏色带搭配衬线字体，适合资深与管理岗位。",
    },
    themes: [th.navy, th.charcoal, th.burgundy, th.forest],
  },
  {
    componentName: "TemplateTimeline",
    name: "Timeline",
    isPro: true,
    columns: "one",
    sort: 80,
    title: { en: "Timeline", zh: "时间线" },
    desc: {
      en: "Your career along a vertical timeline: progression at a glance.",
      zh: "以纵向时间线呈现职业历程，成长轨迹一目了然。",
    },
    themes: [th.violet, th.emerald, th.sky, th.copper],
  },
  {
    componentName: "TemplateElegant",
    name: "Elegant",
    isPro: true,
    columns: "one",
    sort: 75,
    title: { en: "Elegant", zh: "雅致" },
    desc: {
      en: "Refined serif typography, spaced capitals and fine double rules.",
      zh: "精致的衬线排版、疏朗的大写标题与细双线。",
    },
    themes: [th.burgundy, th.charcoal, th.navy, th.forest],
  },
  {
    componentName: "TemplateBold",
    name: "Bold",
    isPro: true,
    columns: "two",
    sort: 70,
    title: { en: "Bold", zh: "醒目" },
    desc: {
      en: "A dark header with a large name and a confident two-column body.",
      zh: "深色页眉、醒目的姓名与大方的双栏正文。",
    },
    themes: [th.indigo, th.teal, th.rose, th.charcoal],
  },
  {
    componentName: "TemplateCreative",
    name: "Creative",
    isPro: true,
    columns: "two",
    sort: 65,
    title: { en: "Creative", zh: "创意" },
    desc: {
      en: "A coloured sidebar with a round photo: modern, personal, still easy for ATS to read.",
      zh: "彩色侧栏配圆形头像，现代而有个性，同样便于招聘系统识别。",
    },
    themes: [th.teal, th.violet, th.copper, th.sky],
  },
];

/** The metadata of a template, or undefined for an unknown component name. */
export function getTemplateMeta(componentName: string): TemplateMeta | undefined {
  return templateRegistry.find((meta) => meta.componentName === componentName);
}

/** The hex colour of a theme of a template; unknown themes fall back to the template's first theme. */
export function resolveThemeHex(componentName: string, themeName: string): string {
  const meta = getTemplateMeta(componentName) ?? getTemplateMeta(DEFAULT_TEMPLATE);
  const theme = meta?.themes.find((x) => x.name === themeName) ?? meta?.themes[0];
  return theme?.hex ?? th.emerald.hex;
}
