// What the model answers when it refines the rule-based draft of an uploaded resume (issue 14 item 4): the basic
// info, the links, and the items of the draft's sections by section id. Strings only, every one to be found in the
// file (lib/server/parse/apply-refinement.ts checks); dates as YYYY-MM, YYYY or "present". Sections the model leaves
// out keep the draft's items; it cannot add sections.
import { z } from "zod";
import { ZItem } from "@/lib/shared/validations/resume-document/document";

const text = (max: number) => z.string().max(max).default("");

/** An item's text fields with the document's own limits; `description` holds one line per bullet or paragraph, as in
 * the file. */
const ZRefinedItem = ZItem.pick({
  title: true,
  subTitle: true,
  startDate: true,
  endDate: true,
  city: true,
  description: true,
});

export const ZParseRefinement = z.object({
  basicInfo: z.object({
    name: text(120),
    title: text(120),
    email: text(254),
    cellphone: text(40),
    location: text(120),
  }),
  links: z
    .array(z.object({ name: text(80), src: text(2048) }))
    .max(20)
    .default([]),
  sections: z
    .array(z.object({ id: z.string().max(64), items: z.array(ZRefinedItem).max(100).default([]) }))
    .max(40)
    .default([]),
});

export type TRefinedItem = z.infer<typeof ZRefinedItem>;
export type TParseRefinement = z.infer<typeof ZParseRefinement>;
