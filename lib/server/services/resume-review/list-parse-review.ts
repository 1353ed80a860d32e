// GET /api/resumes/{id}/parse-review: the fields of my resume still to check, in document order. A field whose text
// is no longer what the parser wrote has been edited (in this tab, another one, or before a lost request told us):
// its row is deleted here, so an edit clears the mark for good even if the editor's own call never arrived.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { ParseReviewDto } from "@/lib/shared/validations/resume-review/parse-review";
import { readFieldValue } from "@/lib/shared/validations/resume-review/read-field-value";

const BASIC_ORDER = ["name", "title", "email", "cellphone", "location", "birth", "wechat"];
const ITEM_ORDER = ["title", "subTitle", "startDate", "endDate", "city", "description"];

/** Where a path sits when the editor's cards are read top to bottom: basic info, links, then sections. */
function rank(data: TResumeData, path: string): number[] {
  const [root, a = "", b = "", c = ""] = path.split(".");
  if (root === "basicInfo") return [0, BASIC_ORDER.indexOf(a)];
  if (root === "links") return [1, Number(a)];
  const section = data.sections.findIndex((s) => s.id === a);
  const item = data.sections[section]?.data.findIndex((i) => i.id === b) ?? -1;
  return [2, section, item, ITEM_ORDER.indexOf(c)];
}

function compare(left: number[], right: number[]): number {
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export async function listParseReview(userId: string, resumeId: string): Promise<ParseReviewDto> {
  const resume = await db.resume.findFirst({
    where: { id: resumeId, userId, deletedAt: null },
    select: {
      data: true,
      config: true,
      parseReviews: { select: { id: true, path: true, value: true, sourceLine: true, confidence: true } },
    },
  });
  if (!resume) throw new AppError("NOT_FOUND");
  if (resume.parseReviews.length === 0) return { items: [] };
  const { data } = upgradeResumeDocument(resume.data, resume.config);
  const edited = resume.parseReviews.filter((item) => readFieldValue(data, item.path) !== item.value);
  if (edited.length > 0) {
    await db.parseReviewItem.deleteMany({
      where: { id: { in: edited.map((item) => item.id) }, resume: { id: resumeId, userId } },
    });
  }
  const items = resume.parseReviews
    .filter((item) => !edited.includes(item))
    .map(({ path, value, sourceLine, confidence }) => ({ path, value, sourceLine, confidence }));
  items.sort((left, right) => compare(rank(data, left.path), rank(data, right.path)));
  return { items };
}
