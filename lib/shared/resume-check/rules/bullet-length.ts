// Bullets too short to say anything ("Coding") or too long to be read at a glance (issue 27 item 2): English counted
// in words, Chinese in characters (docs/product.md "Resume check" gives the numbers, limits.ts holds them).
import { BULLET_MAX_CHARS_ZH, BULLET_MAX_WORDS, BULLET_MIN_CHARS_ZH, BULLET_MIN_WORDS } from "../limits";
import { itemTarget, textLength, type Bullet, type CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

function lengthRule(
  bullet: Bullet,
): { rule: "bulletTooShort" | "bulletTooLong"; length: number; limit: number } | null {
  const length = textLength(bullet.text, bullet.isChinese);
  const [min, max] = bullet.isChinese
    ? [BULLET_MIN_CHARS_ZH, BULLET_MAX_CHARS_ZH]
    : [BULLET_MIN_WORDS, BULLET_MAX_WORDS];
  if (length < min) return { rule: "bulletTooShort", length, limit: min };
  if (length > max) return { rule: "bulletTooLong", length, limit: max };
  return null;
}

export function findBulletLength(ctx: CheckContext): Finding[] {
  return ctx.experience.flatMap((entry) =>
    entry.bullets.flatMap((bullet) => {
      const found = lengthRule(bullet);
      if (!found) return [];
      const unit = bullet.isChinese ? "chars" : "words";
      return [
        makeFinding(found.rule, "length", itemTarget(entry, "description"), {
          detail: bullet.text,
          values: { length: found.length, limit: found.limit, unit },
          excerpt: bullet.text,
        }),
      ];
    }),
  );
}
