// A skill listed twice, in one skills section or across them ("React" and "react.js", "Node.js" and "nodejs"), issue 27
// item 2. Names are compared without case, spaces or dots, and by the table of tech-names.ts.
import { itemTarget, skillNames, type CheckContext } from "../context";
import { makeFinding } from "../finding";
import { techNames } from "../tech-names";
import type { Finding } from "../types";

function normalize(name: string): string {
  const lower = name.toLowerCase();
  return (techNames.get(lower) ?? lower).toLowerCase().replace(/[\s.\-_]/g, "");
}

export function findRepeatedSkills(ctx: CheckContext): Finding[] {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const ref of ctx.skills) {
    for (const name of skillNames(ref.item.title)) {
      const key = normalize(name);
      if (!seen.has(key)) {
        seen.add(key);
        continue;
      }
      findings.push(
        makeFinding("repeatedSkill", "skills", itemTarget(ref, "title"), { detail: key, values: { skill: name } }),
      );
    }
  }
  return findings;
}
