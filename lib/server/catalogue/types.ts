// Shapes of the seed content. The resume documents are written as zod *inputs* (defaults filled on parse), so the
// seed stays readable; seed-catalogue parses every one with the real schema before it touches the database.
import "server-only";
import type { z } from "zod";
import type { ZResumeConfig, ZResumeData } from "@/lib/shared/validations/resume-document/document";

export type SeedCategory = {
  slug: string;
  name: string;
  nameZh: string;
  desc: string;
  descZh: string;
  /** Higher first (SPEC: sort descending). */
  sort: number;
};

export type SeedCreator = {
  /** Stable key, stored as User.userName with a prefix, so re-seeding finds the same user. */
  key: string;
  nickName: string;
  /** Path under /public, e.g. /avatars/lin-chen.svg. */
  avatar: string;
};

export type SeedExample = {
  /** Stable key; the public link uuid is derived from it, so links survive a re-seed of an emptied catalogue. */
  key: string;
  locale: "en" | "zh";
  category: string;
  creator: string;
  name: string;
  desc: string;
  sort: number;
  config: z.input<typeof ZResumeConfig>;
  data: z.input<typeof ZResumeData>;
};
