// Our document → JSON Resume (jsonresume.org v1.0.0). Sections map by kind (falling back to the section type);
// what the standard cannot hold (custom sections, birth, WeChat, the resume language) goes to meta.resumecraft, so
// other tools' edits of the file still import well. The standard's fields cannot hold everything (section ids, names
// and layout, item styles, sample marks, dates like "至今", a description's exact text), so meta.resumecraft also
// carries the document itself with a fingerprint of the rest of the file (issue 25 item 4): while the file is as we
// wrote it, it imports back exactly (read-lossless-document.ts).
import "server-only";
import type { TItem, TResumeConfig, TResumeData, TSection } from "@/lib/shared/validations/resume-document/document";
import { portableConfig } from "@/lib/shared/validations/resume-document/portable-document";
import { standardDigest } from "./standard-digest";
import { compact, exportDate, splitDescription } from "./text-mapping";

type JsonObject = Record<string, unknown>;

function kindOf(section: TSection): string {
  if (section.kind) return section.kind;
  if (section.profile) return "profile";
  return section.type === "custom" ? "custom" : section.type;
}

const dates = (item: TItem) => ({ startDate: exportDate(item.startDate), endDate: exportDate(item.endDate) });

const mappers: Record<string, { key: string; map: (item: TItem) => JsonObject }> = {
  empolyment: {
    key: "work",
    map: (i) =>
      compact({
        name: i.title,
        position: i.subTitle,
        location: i.city,
        ...dates(i),
        ...splitDescription(i.description),
      }),
  },
  education: {
    key: "education",
    map: (i) =>
      compact({ institution: i.title, area: i.subTitle, location: i.city, ...dates(i), summary: i.description }),
  },
  skills: { key: "skills", map: (i) => compact({ name: i.title, level: i.description }) },
  project: {
    key: "projects",
    map: (i) =>
      compact({
        name: i.title,
        roles: i.subTitle ? [i.subTitle] : [],
        ...dates(i),
        ...splitDescription(i.description),
      }),
  },
  certificate: {
    key: "certificates",
    map: (i) => compact({ name: i.title, issuer: i.subTitle, date: exportDate(i.startDate), summary: i.description }),
  },
  language: { key: "languages", map: (i) => compact({ language: i.title, fluency: i.subTitle }) },
  hobby: { key: "interests", map: (i) => compact({ name: i.title, summary: i.description }) },
};

export function toJsonResume(data: TResumeData, config: TResumeConfig): JsonObject {
  const b = data.basicInfo;
  const out: Record<string, JsonObject[]> = {};
  const summaries: string[] = [];
  const customSections: JsonObject[] = [];
  const sectionOrder: string[] = [];
  for (const section of data.sections) {
    const kind = kindOf(section);
    const mapper = mappers[kind];
    const orderKey = kind === "profile" || mapper ? kind : `custom-${customSections.length}`;
    if (!sectionOrder.includes(orderKey)) sectionOrder.push(orderKey);
    if (kind === "profile") summaries.push(...section.data.map((i) => i.description).filter(Boolean));
    else if (mapper) (out[mapper.key] ??= []).push(...section.data.map(mapper.map));
    else
      customSections.push({
        name: section.name,
        items: section.data.map((i) =>
          compact({
            title: i.title,
            subTitle: i.subTitle,
            startDate: i.startDate,
            endDate: i.endDate,
            city: i.city,
            description: i.description,
          }),
        ),
      });
  }
  const basics = compact({
    name: b.name,
    label: b.title,
    image: b.avatar,
    email: b.email,
    phone: b.cellphone,
    summary: summaries.join("\n\n"),
    location: b.location ? { city: b.location } : undefined,
    profiles: data.links.filter((l) => l.src).map((l) => compact({ network: l.name, url: l.src })),
  });
  const file = {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics,
    ...out,
    meta: {
      version: "v1.0.0",
      resumecraft: compact({ lang: config.lang, birth: b.birth, wechat: b.wechat, sectionOrder, customSections }),
    },
  };
  const document = { data, config: portableConfig(config) };
  return {
    ...file,
    meta: { ...file.meta, resumecraft: { ...file.meta.resumecraft, document, digest: standardDigest(file) } },
  };
}
