// Openings that describe a duty, not an action ("Responsible for", "Worked on", "负责", "参与"), and one opening
// used for most bullets of an entry (issue 27 item 2).
import { REPEATED_OPENING_MIN } from "../limits";
import { itemTarget, type Bullet, type CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

const WEAK_ENGLISH =
  /^(responsible for|was responsible for|worked on|working on|helped( with| to)?|assisted( with| in)?|involved in|participated in|tasked with|duties included|in charge of|handled)\b/i;
const WEAK_CHINESE = /^(负责|参与|协助|帮助|配合|参加)/;

function weakOpening(bullet: Bullet): string | null {
  const match = (bullet.isChinese ? WEAK_CHINESE : WEAK_ENGLISH).exec(bullet.text);
  return match ? match[0] : null;
}

/** The first word ("led"), or for Chinese the first two characters ("主导"). */
function openingOf(bullet: Bullet): string {
  if (bullet.isChinese) return bullet.text.replace(/^[\s\p{P}]+/u, "").slice(0, 2);
  return (/^[\p{L}'’-]+/u.exec(bullet.text)?.[0] ?? "").toLowerCase();
}

export function findWeakOpenings(ctx: CheckContext): Finding[] {
  const findings: Finding[] = [];
  for (const entry of ctx.experience) {
    const target = itemTarget(entry, "description");
    const counts = new Map<string, number>();
    for (const bullet of entry.bullets) {
      const weak = weakOpening(bullet);
      if (weak) {
        findings.push(
          makeFinding("weakOpening", "impact", target, {
            detail: bullet.text,
            values: { opening: weak },
            excerpt: bullet.text,
          }),
        );
        continue;
      }
      const opening = openingOf(bullet);
      if (opening) counts.set(opening, (counts.get(opening) ?? 0) + 1);
    }
    for (const [opening, count] of counts)
      if (count >= REPEATED_OPENING_MIN)
        findings.push(
          makeFinding("repeatedOpening", "impact", target, { detail: opening, values: { opening, count } }),
        );
  }
  return findings;
}
