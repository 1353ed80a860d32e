// Issue 27 item 2: bullets too short or too long, English in words, Chinese in characters (limits.ts).
import { BULLET_MAX_CHARS_ZH, BULLET_MAX_WORDS } from "@/lib/shared/resume-check/limits";
import { findBulletLength } from "@/lib/shared/resume-check/rules/bullet-length";
import { jobWith, read, resume } from "./build";

const run = (bullets: string[]) => findBulletLength(read(resume([jobWith(bullets)])));

describe("bullet length", () => {
  it.each([
    ["en", "Coding", { length: 1, limit: 4, unit: "words" }],
    ["zh", "写代码", { length: 3, limit: 6, unit: "chars" }],
  ])("%s: flags a bullet too short", (_lang, bullet, values) => {
    expect(run([bullet])).toEqual([
      expect.objectContaining({ rule: "bulletTooShort", kind: "length", why: expect.objectContaining({ values }) }),
    ]);
  });

  it.each([
    ["en", Array.from({ length: BULLET_MAX_WORDS + 1 }, (_, i) => `word${i}`).join(" "), "words"],
    ["zh", "优".repeat(BULLET_MAX_CHARS_ZH + 1), "chars"],
  ])("%s: flags a bullet too long", (_lang, bullet, unit) => {
    expect(run([bullet])).toEqual([
      expect.objectContaining({
        rule: "bulletTooLong",
        why: expect.objectContaining({ values: expect.objectContaining({ unit }) }),
      }),
    ]);
  });

  it.each([
    ["en", "Cut p95 latency from 820 ms to 190 ms"],
    ["en", Array.from({ length: BULLET_MAX_WORDS }, (_, i) => `word${i}`).join(" ")],
    ["zh", "基于 Kafka 设计流式处理管道，日处理 20 亿条事件"],
    ["zh", "优".repeat(BULLET_MAX_CHARS_ZH)],
  ])("%s: leaves a bullet of a good length alone", (_lang, bullet) => {
    expect(run([bullet])).toEqual([]);
  });
});
