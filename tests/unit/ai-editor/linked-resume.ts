// The resume the linked-translation unit tests start from (issue 27 item 1), in Chinese or English, and the fake
// translator that tags every text with the target language.
import { linkedTexts } from "@/lib/shared/resume/translation-link";
import { ZResumeData, type TResumeData } from "@/lib/shared/validations/resume-document/document";

export function resume(lang: "en" | "ch"): TResumeData {
  const zh = lang === "ch";
  return ZResumeData.parse({
    basicInfo: {
      title: zh ? "前端工程师" : "Frontend engineer",
      name: zh ? "王小明" : "Sam Lee",
      email: "sam@example.com",
      cellphone: "13800000000",
    },
    links: [{ name: zh ? "主页" : "Home", src: "https://example.com" }],
    sections: [
      {
        id: "work",
        name: zh ? "工作经历" : "Work experience",
        type: "empolyment",
        kind: "empolyment",
        data: [
          {
            id: "w1",
            title: zh ? "字节跳动" : "ByteDance",
            startDate: "2020-01",
            description: zh ? "- 负责前端" : "- Led the web team",
          },
          {
            id: "w2",
            title: zh ? "腾讯" : "Tencent",
            startDate: "2018-01",
            description: zh ? "- 开发小程序" : "- Built mini programs",
          },
        ],
      },
      {
        id: "extra",
        name: zh ? "志愿活动" : "Volunteering",
        type: "custom",
        data: [{ id: "x1", title: zh ? "支教" : "Teaching" }],
      },
    ],
  });
}

/** The fake translator: every text tagged with the target language. */
export const tag = (lang: string, texts: { id: string; text: string }[]) =>
  new Map(texts.map((t) => [t.id, `[${lang}] ${t.text}`]));

export function translated(source: TResumeData, lang: "en" | "ch"): TResumeData {
  const copy = structuredClone(source);
  const map = tag(
    lang,
    linkedTexts(source).map((t) => ({ id: t.path, text: t.text })),
  );
  copy.basicInfo.title = map.get("basicInfo.title")!;
  for (const s of copy.sections)
    for (const item of s.data) item.description = map.get(`sections.${s.id}.${item.id}.description`)!;
  return copy;
}
