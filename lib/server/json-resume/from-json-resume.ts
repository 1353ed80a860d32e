// JSON Resume → our document. Each standard list becomes the section of its kind (names in the resume language);
// awards, volunteering, publications, references and our own exported custom sections become custom sections.
import "server-only";
import { createSection } from "@/lib/shared/resume/create-section";
import {
  ZResumeData,
  ZSection,
  type TItem,
  type TResumeData,
  type TResumeLang,
  type TSection,
  type TSectionKind,
} from "@/lib/shared/validations/resume-document/document";
import { ZResumecraftMeta, type TJsonResume } from "./json-resume-schema";
import { clip, importDate, joinDescription } from "./text-mapping";

type ItemFields = Partial<Pick<TItem, "title" | "subTitle" | "startDate" | "endDate" | "city" | "description">>;

function items(sectionId: string, entries: ItemFields[]): TItem[] {
  return entries.slice(0, 100).map((e, i) => ({
    id: `${sectionId}-${i + 1}`,
    title: clip(e.title, 200),
    subTitle: clip(e.subTitle, 200),
    startDate: importDate(e.startDate),
    endDate: importDate(e.endDate),
    city: clip(e.city, 120),
    description: clip(e.description, 10_000),
    styles: {},
  }));
}

function kindSection(kind: TSectionKind, lang: TResumeLang, entries: ItemFields[]): TSection {
  const section = createSection(kind, lang);
  return { ...section, data: items(section.id, entries) };
}

const customNames = {
  awards: { en: "Awards", ch: "荣誉奖项" },
  volunteer: { en: "Volunteering", ch: "志愿经历" },
  publications: { en: "Publications", ch: "出版作品" },
  references: { en: "References", ch: "推荐人" },
} as const;

function customSection(id: string, name: string, entries: ItemFields[]): TSection {
  return ZSection.parse({ id, name: clip(name, 120), type: "custom", isCreated: true, data: items(id, entries) });
}

export function fromJsonResume(json: TJsonResume, fallbackLang: TResumeLang): { data: TResumeData; lang: TResumeLang } {
  const meta = ZResumecraftMeta.safeParse(json.meta?.resumecraft ?? {});
  const extra = meta.success ? meta.data : {};
  const lang =
    (["en", "es", "fr", "ch", "de", "ja", "ko", "zh-tw"] as const).find((l) => l === extra.lang) ?? fallbackLang;
  const zh = lang === "ch" || lang === "zh-tw";
  const b = json.basics ?? {};
  const location = b.location
    ? [b.location.address, b.location.city, b.location.region].filter(Boolean).join(", ")
    : "";
  const links = [
    ...(b.url ? [{ name: "Website", src: b.url }] : []),
    ...(b.profiles ?? []).map((p) => ({ name: p.network ?? p.username ?? "Link", src: p.url ?? "" })),
  ]
    .filter((l) => l.src)
    .slice(0, 20)
    .map((l) => ({ name: clip(l.name, 80), src: clip(l.src, 2048) }));

  const keyed: { key: string; section: TSection }[] = [];
  const add = (section: TSection, key: string = section.kind ?? section.id) =>
    section.data.length > 0 && keyed.push({ key, section });
  if (b.summary) add(kindSection("profile", lang, [{ description: b.summary }]));
  add(
    kindSection(
      "empolyment",
      lang,
      (json.work ?? []).map((w) => ({
        title: w.name,
        subTitle: w.position,
        startDate: w.startDate,
        endDate: w.endDate,
        city: w.location,
        description: joinDescription(w.summary ?? w.description, w.highlights),
      })),
    ),
  );
  add(
    kindSection(
      "education",
      lang,
      (json.education ?? []).map((e) => ({
        title: e.institution,
        subTitle: [e.studyType, e.area].filter(Boolean).join(" · "),
        startDate: e.startDate,
        endDate: e.endDate,
        city: e.location,
        description: joinDescription([e.summary, e.score && `GPA: ${e.score}`].filter(Boolean).join("\n"), e.courses),
      })),
    ),
  );
  add(
    kindSection(
      "skills",
      lang,
      (json.skills ?? []).map((s) => ({ title: s.name, description: s.level || (s.keywords ?? []).join(", ") })),
    ),
  );
  add(
    kindSection(
      "project",
      lang,
      (json.projects ?? []).map((p) => ({
        title: p.name,
        subTitle: (p.roles ?? []).join(", ") || p.entity,
        startDate: p.startDate,
        endDate: p.endDate,
        description: joinDescription(p.summary ?? p.description, p.highlights),
      })),
    ),
  );
  add(
    kindSection(
      "certificate",
      lang,
      (json.certificates ?? []).map((c) => ({
        title: c.name,
        subTitle: c.issuer,
        startDate: c.date,
        description: c.summary,
      })),
    ),
  );
  add(
    kindSection(
      "language",
      lang,
      (json.languages ?? []).map((l) => ({ title: l.language, subTitle: l.fluency })),
    ),
  );
  add(
    kindSection(
      "hobby",
      lang,
      (json.interests ?? []).map((i) => ({ title: i.name, description: i.summary ?? (i.keywords ?? []).join(", ") })),
    ),
  );
  const name = (key: keyof typeof customNames) => (zh ? customNames[key].ch : customNames[key].en);
  add(
    customSection(
      "awards",
      name("awards"),
      (json.awards ?? []).map((a) => ({
        title: a.title,
        subTitle: a.awarder,
        startDate: a.date,
        description: a.summary,
      })),
    ),
  );
  add(
    customSection(
      "volunteer",
      name("volunteer"),
      (json.volunteer ?? []).map((v) => ({
        title: v.organization,
        subTitle: v.position,
        startDate: v.startDate,
        endDate: v.endDate,
        description: joinDescription(v.summary, v.highlights),
      })),
    ),
  );
  add(
    customSection(
      "publications",
      name("publications"),
      (json.publications ?? []).map((p) => ({
        title: p.name,
        subTitle: p.publisher,
        startDate: p.releaseDate,
        description: p.summary,
      })),
    ),
  );
  add(
    customSection(
      "references",
      name("references"),
      (json.references ?? []).map((r) => ({ title: r.name, description: r.reference })),
    ),
  );
  (extra.customSections ?? []).forEach((s, i) =>
    add(customSection(`custom-${i + 1}`, s.name ?? "", s.items ?? []), `custom-${i}`),
  );
  // Our own exports remember the section order, which the standard's fixed lists cannot express.
  const order = extra.sectionOrder ?? [];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const sections = keyed
    .sort((a, b2) => rank(a.key) - rank(b2.key))
    .slice(0, 40)
    .map((k) => k.section);

  const basicInfo = {
    name: clip(b.name, 120),
    title: clip(b.label, 120),
    avatar: clip(b.image, 2048),
    email: clip(b.email, 254),
    cellphone: clip(b.phone, 40),
    location: clip(location, 120),
    birth: clip(extra.birth, 40),
    wechat: clip(extra.wechat, 80),
  };
  return { data: ZResumeData.parse({ basicInfo, sections, links }), lang };
}
