// Small resumes for the resume check's rule tests (issue 27 item 2): a document with valid contact details and only
// the sections a test names, read as the check reads it.
import { readResume, type CheckContext, type CheckInput } from "@/lib/shared/resume-check/context";
import {
  ZResumeConfig,
  ZResumeData,
  ZSection,
  type TBasicInfo,
  type TItem,
  type TSection,
} from "@/lib/shared/validations/resume-document/document";

let next = 0;

export function section(
  type: TSection["type"],
  items: Partial<TItem>[],
  extra: Partial<Omit<TSection, "data">> = {},
): TSection {
  next += 1;
  const id = extra.id ?? `s${next}`;
  return ZSection.parse({
    id,
    name: type,
    type,
    ...extra,
    data: items.map((item, index) => ({ id: `${id}-i${index}`, ...item })),
  });
}

/** A work section of one job whose description is these bullets. */
export function jobWith(bullets: string[], item: Partial<TItem> = {}): TSection {
  return section("empolyment", [
    {
      title: "Acme",
      startDate: "2020-01",
      endDate: "2021-01",
      description: bullets.map((b) => `- ${b}`).join("\n"),
      ...item,
    },
  ]);
}

export function resume(
  sections: TSection[],
  basicInfo: Partial<TBasicInfo> = {},
  options: { lang?: "en" | "ch"; jobDescription?: string; emailIsHidden?: boolean; cellphoneIsHidden?: boolean } = {},
): CheckInput {
  const { lang = "en", jobDescription, ...hidden } = options;
  return {
    data: ZResumeData.parse({
      basicInfo: { name: "Ada", email: "ada@example.com", cellphone: "+1 206 555 0148", ...basicInfo },
      sections,
    }),
    config: ZResumeConfig.parse({ lang, ...hidden }),
    jobDescription,
  };
}

export const read = (input: CheckInput): CheckContext => readResume(input);
