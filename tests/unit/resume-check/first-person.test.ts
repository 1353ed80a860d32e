// Issue 27 item 2: "I", "my", "我" in a description; titles ("Engineer I") and 自我 / 我国 are not the writer speaking.
import { findFirstPerson } from "@/lib/shared/resume-check/rules/first-person";
import { jobWith, read, resume, section } from "./build";

const run = (text: string, title = "Acme") => findFirstPerson(read(resume([jobWith([text], { title })])));

describe("first person", () => {
  it.each([
    ["en", "I led a team of 5 engineers", "I"],
    ["en", "Grew my team from 3 to 9 people", "my"],
    ["en", "I'm the owner of 4 services", "I"],
    ["en", "Took over the API, and I cut its errors by 30%", "I"],
    ["zh", "我带领 5 人团队完成迁移", "我"],
    ["zh", "带领我们的团队完成 3 次迁移", "我"],
  ])("%s: flags '%s'", (_lang, text, word) => {
    expect(run(text)).toEqual([
      expect.objectContaining({
        rule: "firstPerson",
        kind: "wording",
        why: expect.objectContaining({ values: { word } }),
      }),
    ]);
  });

  it.each([
    ["en", "Led a team of 5 engineers through Phase I of the migration"],
    ["en", "Shipped the mobile app to 2 million users"],
    ["zh", "具备较强的自我驱动能力，完成 3 个项目"],
    ["zh", "服务我国 30 个省的客户"],
  ])("%s: leaves '%s' alone", (_lang, text) => {
    expect(run(text)).toEqual([]);
  });

  it("reads descriptions, not titles", () => {
    expect(run("Shipped 3 releases", "Software Engineer I")).toEqual([]);
  });

  it("reads the summary too", () => {
    const profile = section("custom", [{ description: "I build reliable systems." }], { profile: true });
    expect(findFirstPerson(read(resume([profile])))).toHaveLength(1);
  });
});
