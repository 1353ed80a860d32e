// The JSON Resume format (jsonresume.org, schema v1.0.0), read leniently: every field is optional, unknown keys are
// kept, numbers become text and other wrong-typed text fields are dropped rather than failing the whole file.
import "server-only";
import { z } from "zod";

const str = z.preprocess(
  (v) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined),
  z.string().optional(),
);
const strList = z.preprocess(
  (v) => (Array.isArray(v) ? v.filter((x) => typeof x === "string") : undefined),
  z.array(z.string()).optional(),
);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(200).optional();

const ZLocation = z.looseObject({ address: str, postalCode: str, city: str, countryCode: str, region: str });
const ZProfile = z.looseObject({ network: str, username: str, url: str });
const dated = { startDate: str, endDate: str, summary: str, highlights: strList, url: str };

export const ZJsonResume = z.looseObject({
  basics: z
    .looseObject({
      name: str,
      label: str,
      image: str,
      email: str,
      phone: str,
      url: str,
      summary: str,
      location: ZLocation.optional(),
      profiles: list(ZProfile),
    })
    .optional(),
  work: list(z.looseObject({ name: str, position: str, location: str, description: str, ...dated })),
  volunteer: list(z.looseObject({ organization: str, position: str, ...dated })),
  education: list(
    z.looseObject({
      institution: str,
      location: str,
      area: str,
      studyType: str,
      score: str,
      courses: strList,
      ...dated,
    }),
  ),
  awards: list(z.looseObject({ title: str, date: str, awarder: str, summary: str })),
  certificates: list(z.looseObject({ name: str, date: str, issuer: str, url: str, summary: str })),
  publications: list(z.looseObject({ name: str, publisher: str, releaseDate: str, url: str, summary: str })),
  skills: list(z.looseObject({ name: str, level: str, keywords: strList })),
  languages: list(z.looseObject({ language: str, fluency: str })),
  interests: list(z.looseObject({ name: str, keywords: strList, summary: str })),
  references: list(z.looseObject({ name: str, reference: str })),
  projects: list(
    z.looseObject({ name: str, description: str, entity: str, roles: strList, keywords: strList, ...dated }),
  ),
  meta: z.looseObject({ resumecraft: z.unknown().optional() }).optional(),
});

export type TJsonResume = z.output<typeof ZJsonResume>;

/** Our own extension in `meta.resumecraft`: what the standard has no field for, so an export imports back whole. */
export const ZResumecraftMeta = z.looseObject({
  lang: str,
  birth: str,
  wechat: str,
  sectionOrder: strList,
  customSections: list(
    z.looseObject({
      name: str,
      items: list(
        z.looseObject({ title: str, subTitle: str, startDate: str, endDate: str, city: str, description: str }),
      ),
    }),
  ),
});
