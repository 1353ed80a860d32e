// A public resume by its link (uuid or custom URL): null when unknown, private or deleted. Cached per request so
// the layout, the page and the metadata share one query.
import "server-only";
import { cache } from "react";
import { db } from "@/lib/server/db";
import { publicResumeSelect } from "@/lib/server/services/public-resumes/public-resume-select";

export const findPublicResume = cache(async (slug: string) => {
  return db.resume.findFirst({
    where: { OR: [{ uuid: slug }, { customUrl: slug }], isPublic: true, deletedAt: null },
    select: publicResumeSelect,
  });
});

export type PublicResumeRow = NonNullable<Awaited<ReturnType<typeof findPublicResume>>>;
