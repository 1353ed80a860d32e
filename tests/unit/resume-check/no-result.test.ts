// Issue 27 item 2: a bullet without a number or a result is a finding; one with either is not, in both languages.
import { findBulletsWithoutResult } from "@/lib/shared/resume-check/rules/no-result";
import { jobWith, read, resume } from "./build";

const run = (bullets: string[]) => findBulletsWithoutResult(read(resume([jobWith(bullets)])));

describe("bullets without a number or result", () => {
  it.each([
    ["en", "Worked on the internal tooling for the team"],
    ["zh", "搭建持续集成与数据库自动迁移流程"],
  ])("%s: flags a bullet with neither", (_lang, bullet) => {
    const [finding] = run([bullet]);
    expect(finding).toMatchObject({ rule: "noResult", kind: "impact", target: { field: "description" } });
    expect(finding?.excerpt).toBe(bullet.slice(0, 60));
    expect(finding?.why.key).toBe("Editor.resumeCheck.rules.noResult.why");
  });

  it.each([
    ["en", "Cut p95 latency from 820 ms to 190 ms"],
    ["en", "Mentored four engineers through promotion"],
    ["en", "Reduced cloud spend through storage tiering"],
    ["zh", "线上故障同比下降 63%"],
    ["zh", "指导四名工程师成长"],
    ["zh", "将支付成功率大幅提升"],
  ])("%s: leaves '%s' alone", (_lang, bullet) => {
    expect(run([bullet])).toEqual([]);
  });

  it("does not take 一 inside a word for a number", () => {
    expect(run(["保证多地数据的一致性"])).toHaveLength(1);
  });
});
