// Issue 27 item 2: an English job whose bullets mix past and present; Chinese has no tense and is never flagged.
import { findMixedTense } from "@/lib/shared/resume-check/rules/mixed-tense";
import { jobWith, read, resume } from "./build";

const run = (bullets: string[]) => findMixedTense(read(resume([jobWith(bullets)])));

describe("mixed tense within a job", () => {
  it("en: flags past and present bullets in one job", () => {
    expect(run(["Led the migration of 40 TB", "Manage a team of 6", "Built the CI pipeline"])).toEqual([
      expect.objectContaining({
        rule: "mixedTense",
        kind: "wording",
        target: expect.objectContaining({ field: "description" }),
      }),
    ]);
  });

  it("en: flags third-person present beside the past", () => {
    expect(run(["Designed the API", "Leads the weekly review"])).toHaveLength(1);
  });

  it.each([
    ["past only", ["Led the migration of 40 TB", "Built the CI pipeline", "Reduced costs by 20%"]],
    ["present only", ["Lead a team of 6", "Build the CI pipeline", "Manage the budget"]],
    ["unknown openings", ["Kubernetes operator for 30 clusters", "Led the migration"]],
  ])("en: leaves %s alone", (_case, bullets) => {
    expect(run(bullets)).toEqual([]);
  });

  it("zh: never flags Chinese bullets", () => {
    expect(run(["主导 40 TB 数据迁移", "管理 6 人团队", "搭建 CI 流水线"])).toEqual([]);
  });
});
