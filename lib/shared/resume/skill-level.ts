// Skill levels for the bar and dot styles, read from the item's description ("80", "80%", "Expert", "精通" …).
import { levelMeter } from "./levels";

const words: [RegExp, number][] = [
  [/expert|master|native|精通|母语|专家/i, 100],
  [/advanced|fluent|proficient|熟练|流利|高级/i, 80],
  [/intermediate|good|熟悉|掌握|中级|良好/i, 60],
  [/basic|beginner|elementary|了解|入门|初级/i, 40],
];

/** 0–100; unknown text counts as a solid 70 so an unrated skill never looks weak. */
export function skillLevel(description: string): number {
  const number = /^\s*(\d{1,3})\s*%?\s*$/.exec(description);
  if (number) return Math.min(100, Math.max(0, Number(number[1])));
  // A step of the editor's fixed scales (lib/shared/resume/levels.ts), in any resume language.
  const scaled = levelMeter(description);
  if (scaled !== null) return scaled;
  for (const [pattern, level] of words) if (pattern.test(description)) return level;
  return 70;
}
