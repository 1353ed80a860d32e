import type { TBasicInfo, TItem, TLink } from "@/lib/shared/validations/resume-document/document";

type Entry = Partial<Pick<TItem, "title" | "subTitle" | "startDate" | "endDate" | "city" | "description">>;

/** The raw content of a sample resume, turned into a full document by sampleResume(). */
export type SampleContent = {
  basicInfo: TBasicInfo;
  links: Pick<TLink, "name" | "src">[];
  profile: string;
  work: Entry[];
  education: Entry[];
  skills: Entry[];
  projects: Entry[];
  certificates: Entry[];
  languages: Entry[];
  hobbies: Entry[];
};
