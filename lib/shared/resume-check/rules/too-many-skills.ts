// Keyword stuffing in the skills (issue 27 item 3): a skills list of dozens of names reads as a list of search terms,
// not as what the person can do. Counted over every skills section, each entry's names apart ("React / Vue" is two).
import { MAX_SKILLS } from "../limits";
import { skillNames, type CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

export function findTooManySkills(ctx: CheckContext): Finding[] {
  const count = ctx.skills.reduce((total, ref) => total + skillNames(ref.item.title).length, 0);
  const first = ctx.skills[0];
  if (count <= MAX_SKILLS || !first) return [];
  return [
    makeFinding(
      "tooManySkills",
      "stuffing",
      { sectionId: first.section.id, field: "name" },
      { values: { count, max: MAX_SKILLS } },
    ),
  ];
}
