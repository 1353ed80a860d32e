// The resume document (docs/product.md §3): one zod schema shared by the editor, the API, the templates and the AI.
// Stored as Resume.data and Resume.config; old documents are upgraded by pure functions in upgrade.ts.
import { z } from "zod";
import { MAX_DISMISSED } from "@/lib/shared/resume-check/limits";
import { LINK_ID_PATTERN, withLinkIds } from "./link-ids";

export const RESUME_SCHEMA_VERSION = 1;

export const resumeLangs = ["en", "es", "fr", "ch", "de", "ja", "ko", "zh-tw"] as const;
export const ZResumeLang = z.enum(resumeLangs);
export type TResumeLang = z.infer<typeof ZResumeLang>;

/** Section kinds with default names. `type` keeps the spec's four values (sic: "empolyment"). */
export const sectionKinds = [
  "empolyment",
  "education",
  "skills",
  "profile",
  "certificate",
  "project",
  "language",
  "hobby",
] as const;
const ZSectionKind = z.enum(sectionKinds);
export type TSectionKind = z.infer<typeof ZSectionKind>;

const text = (max: number) => z.string().max(max).default("");

/** Per-key spacing overrides in px (e.g. { marginTop: 8 }); an empty value is removed, never stored. */
const ZStyles = z.record(z.string().max(40), z.number().min(-200).max(400)).default({});

const ZBasicInfo = z.object({
  title: text(120),
  name: text(120),
  avatar: text(2048),
  location: text(120),
  cellphone: text(40),
  email: text(254),
  birth: text(40),
  wechat: text(80),
});

/** Most links a resume has. */
export const MAX_LINKS = 20;

const ZLink = z.object({
  /** Stable id (link-ids.ts): linked translations and variants follow a link by it. Optional on the way in: a link
   * without one gets one from its position when the document is parsed, so every parsed document's links have one. */
  id: z.string().regex(LINK_ID_PATTERN).optional(),
  name: text(80),
  src: text(2048),
  isNew: z.boolean().optional(),
});

export const ZItem = z.object({
  id: z.string().max(64).optional(),
  title: text(200),
  subTitle: text(200),
  startDate: text(20),
  endDate: text(20),
  city: text(120),
  /** A small Markdown subset: paragraphs, "- " bullets, **bold**, *italic*. */
  description: text(10_000),
  styles: ZStyles,
  /** Seeded sample text (a new certificate, language, project or hobby module, the intro profile) the user has not
   * edited: marked in the editor and its preview, and warned about before a download, a public link or a share, so a
   * stranger's AWS certificate is not sent as the user's own. Editing a field drops it; older documents have none. */
  sample: z.boolean().optional(),
});

export const ZSection = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(120),
  type: z.enum(["custom", "skills", "education", "empolyment"]),
  /** Which default name this section carries (for renaming on a language change and sample content). */
  kind: ZSectionKind.optional(),
  data: z.array(ZItem).max(100).default([]),
  isCreated: z.boolean().default(false),
  columns: z.enum(["one", "two"]).default("one"),
  position: z.enum(["main", "side"]).default("main"),
  tagStyle: z.enum(["none", "tag", "outline", "bar", "dot"]).default("none"),
  /** Simple modules: items have only a title and a description. */
  onlyDesc: z.boolean().default(false),
  /** The profile (summary) section, which TemplateIntro and the copy rule put first. */
  profile: z.boolean().default(false),
  styles: ZStyles,
});

export const ZResumeData = z.object({
  basicInfo: ZBasicInfo,
  sections: z.array(ZSection).max(40).default([]),
  links: z.array(ZLink).max(MAX_LINKS).default([]).transform(withLinkIds),
});

export const spacingPresets = ["default", "compact", "normal", "spacious", "none", "custom"] as const;
export const ZSpacing = z.object({
  preset: z.enum(spacingPresets).default("default"),
  /** Custom values in units of 4 px, used when preset is "custom". */
  section: z.number().int().min(0).max(20).default(4),
  item: z.number().int().min(0).max(20).default(2),
  page: z.number().int().min(0).max(20).default(10),
  /** Line height in percent of the template's own (issue 25 item 6, "fit to N pages"); absent = 100, unchanged. */
  lineHeight: z.number().int().min(80).max(100).optional(),
  /** Every text size in percent of the template's own; absent = 100. The fit never takes body text below 12 px
   * (9 pt), and the stylesheet holds body text at 12 px whatever is stored (resume-base.css --rs-body-size). */
  fontScale: z.number().min(85).max(100).optional(),
});

export const ZResumeConfig = z.object({
  templateName: z.string().max(60).default("TemplateModern"),
  templateId: z.string().max(64).default(""),
  templateTheme: z.string().max(40).default("emerald"),
  isPublic: z.boolean().default(false),
  customURL: z.string().max(64).default(""),
  emailIsHidden: z.boolean().default(false),
  cellphoneIsHidden: z.boolean().default(false),
  removeBranding: z.boolean().default(false),
  addToExamples: z.boolean().default(false),
  /** Always true (docs/product.md §3): resumes print as on screen. */
  printerMode: z.literal(true).default(true),
  downloadable: z.boolean().default(false),
  showShareBtn: z.boolean().default(false),
  showToggleDarkMode: z.boolean().default(false),
  /** Let search engines index the public page (off by default: noindex). */
  allowIndexing: z.boolean().default(false),
  lang: ZResumeLang.default("en"),
  font: z.string().max(40).default("inter"),
  spacing: ZSpacing.default({ preset: "default", section: 4, item: 2, page: 10 }),
  /** Findings of the resume check the owner dismissed (issue 27 item 2, lib/shared/resume-check/): their ids, the
   * newest last; the editor keeps at most MAX_DISMISSED and drops ids no finding has any more. */
  checkDismissed: z.array(z.string().max(80)).max(MAX_DISMISSED).default([]),
  schemaVersion: z.number().int().default(RESUME_SCHEMA_VERSION),
});

export type TBasicInfo = z.infer<typeof ZBasicInfo>;
/** A link of a parsed document: always with its id. */
export type TLink = TResumeData["links"][number];
export type TItem = z.infer<typeof ZItem>;
export type TSection = z.infer<typeof ZSection>;
export type TResumeData = z.infer<typeof ZResumeData>;
export type TResumeConfig = z.infer<typeof ZResumeConfig>;
export type TSpacing = z.infer<typeof ZSpacing>;

/** Config keys only premium users may turn on (docs/product.md §6); the server strips them for regular users. */
export const premiumConfigKeys = [
  "cellphoneIsHidden",
  "emailIsHidden",
  "removeBranding",
  "showShareBtn",
  "downloadable",
  "showToggleDarkMode",
] as const;
