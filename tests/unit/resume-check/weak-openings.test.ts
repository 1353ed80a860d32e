// Issue 27 item 2: duty openings ("Responsible for", "负责", "参与") and one opening used by most bullets of an entry.
import { findWeakOpenings } from "@/lib/shared/resume-check/rules/weak-openings";
import { jobWith, read, resume } from "./build";

const run = (bullets: string[]) => findWeakOpenings(read(resume([jobWith(bullets)])));

describe("weak or repeated openings", () => {
  it.each([
    ["en", "Responsible for the billing service and its 3 queues", "Responsible for"],
    ["en", "Worked on the search page used by 2 million people", "Worked on"],
    ["zh", "负责订单系统的设计与开发，服务 100 万用户", "负责"],
    ["zh", "参与支付网关重构，延迟降低 40%", "参与"],
  ])("%s: flags '%s'", (_lang, bullet, opening) => {
    expect(run([bullet])).toEqual([
      expect.objectContaining({
        rule: "weakOpening",
        kind: "impact",
        why: expect.objectContaining({ values: { opening } }),
      }),
    ]);
  });

  it.each([
    ["en", "Led the billing rewrite that cut failures by 30%"],
    ["en", "Built a responsible-AI review process"],
    ["zh", "主导订单系统重构，延迟降低 40%"],
    ["zh", "担任技术负责人，带领 6 人团队"],
  ])("%s: leaves '%s' alone", (_lang, bullet) => {
    expect(run([bullet])).toEqual([]);
  });

  it.each([
    ["en", ["Built the API gateway", "Built the billing jobs", "Built the admin pages"], "built"],
    ["zh", ["主导网关重构", "主导计费任务", "主导后台页面"], "主导"],
  ])("%s: flags one opening used three times in an entry", (_lang, bullets, opening) => {
    expect(run(bullets)).toEqual([
      expect.objectContaining({
        rule: "repeatedOpening",
        why: expect.objectContaining({ values: { opening, count: 3 } }),
      }),
    ]);
  });

  it.each([
    ["en", ["Built the API gateway", "Built the billing jobs", "Shipped the admin pages"]],
    ["zh", ["主导网关重构", "主导计费任务", "上线后台页面"]],
  ])("%s: two of three is not a pattern", (_lang, bullets) => {
    expect(run(bullets)).toEqual([]);
  });
});
