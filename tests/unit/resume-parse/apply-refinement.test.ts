// The model's refinement held to the parser's rule: strings found in the file (whitespace, width and case aside) are
// kept, in their language; a translated, reworded or invented string is dropped; more than a few dropped reject the
// whole answer. Empty answers keep the draft; changed fields point at their source line.
import { applyRefinement, MAX_DROPPED } from "@/lib/server/parse/apply-refinement";
import { toLines } from "@/lib/server/parse/lines";
import { parseResume } from "@/lib/server/parse/parse-resume";
import { ZParseRefinement, type TParseRefinement } from "@/lib/shared/validations/resume-parse/parse-refinement";
import type { TParseContent } from "@/lib/shared/validations/resume-parse/parse-content";

const content: TParseContent = {
  source: "docx",
  blocks: [
    { kind: "heading", level: 1, text: "张伟" },
    { kind: "paragraph", text: "zhangwei@163.com ｜ 138 0013 8000 ｜ github.com/zhangwei" },
    { kind: "heading", level: 1, text: "工作经历" },
    { kind: "paragraph", text: "字节跳动\t高级前端工程师\t2019.03 - 至今" },
    { kind: "list", text: "负责抖音电商前端架构，首屏性能提升40%。" },
    { kind: "paragraph", text: "美团\t前端工程师\t2016.07 - 2019.02" },
    { kind: "heading", level: 1, text: "教育背景" },
    { kind: "paragraph", text: "北京大学\t计算机科学与技术 本科\t2012.09 - 2016.06" },
  ],
};
const parsed = parseResume(content);
const lines = toLines(content);
const refine = (answer: unknown) => applyRefinement(parsed, ZParseRefinement.parse(answer) as TParseRefinement, lines);
const basicInfo = { name: "张伟", title: "", email: "zhangwei@163.com", cellphone: "13800138000", location: "" };
const bytedance = { title: "字节跳动", subTitle: "高级前端工程师", startDate: "2019-03", endDate: "present" };

describe("applyRefinement", () => {
  it("keeps strings found in the file, however spaced, and normalised dates, phones and links", () => {
    const result = refine({
      basicInfo: { ...basicInfo, title: "高级 前端工程师" },
      links: [{ name: "GitHub", src: "https://github.com/zhangwei/" }],
      sections: [
        {
          id: "empolyment",
          items: [
            { ...bytedance, description: "- 负责抖音电商前端架构，首屏性能提升40%。" },
            { title: "美团", subTitle: "前端工程师", startDate: "2016-07", endDate: "2019-02" },
          ],
        },
      ],
    });
    expect(result.status).toBe("accepted");
    if (result.status !== "accepted") return;
    expect(result.dropped).toEqual([]);
    expect(result.data.basicInfo).toMatchObject({ name: "张伟", title: "高级 前端工程师", cellphone: "13800138000" });
    expect(result.data.links).toEqual([{ id: "0", name: "GitHub", src: "https://github.com/zhangwei/" }]);
    const work = result.data.sections.find((s) => s.id === "empolyment")!.data;
    expect(work.map((i) => [i.id, i.title, i.startDate, i.endDate, i.description])).toEqual([
      ["empolyment-1", "字节跳动", "2019-03", "present", "负责抖音电商前端架构，首屏性能提升40%。"],
      ["empolyment-2", "美团", "2016-07", "2019-02", ""],
    ]);
    expect(result.fields.find((f) => f.path === "basicInfo.title")).toMatchObject({
      confidence: 0.6,
      source: expect.stringContaining("字节跳动"),
    });
  });

  it("drops a translated or invented string, and rejects the answer past MAX_DROPPED or a tenth", () => {
    const work = {
      id: "empolyment",
      items: [bytedance, { title: "美团", subTitle: "前端工程师", startDate: "2016-07", endDate: "2019-02" }],
    };
    // One string in 13: dropped, the rest kept.
    const one = refine({ basicInfo: { ...basicInfo, title: "Senior Frontend Engineer" }, links: [], sections: [work] });
    expect(one.status).toBe("accepted");
    if (one.status === "accepted") expect(one.data.basicInfo.title).toBe(parsed.data.basicInfo.title);
    expect(one.dropped).toEqual(["Senior Frontend Engineer"]);

    const many = refine({
      basicInfo: { ...basicInfo, name: "Zhang Wei", location: "北京市海淀区" },
      links: [],
      sections: [{ id: "empolyment", items: [{ ...bytedance, subTitle: "技术总监", startDate: "2018-01" }] }],
    });
    expect(many.status).toBe("rejected");
    expect(many.dropped.length).toBeGreaterThan(MAX_DROPPED);

    // One string in 4 is more than a tenth.
    const small = refine({ basicInfo: { ...basicInfo, title: "Senior Frontend Engineer" }, links: [], sections: [] });
    expect(small.status).toBe("rejected");
  });

  it("puts back the draft's value where a string of an entry was dropped, never an empty field", () => {
    const draftFirst = parsed.data.sections.find((s) => s.id === "empolyment")!.data[0]!;
    const meituan = { title: "美团", subTitle: "前端工程师", startDate: "2016-07", endDate: "2019-02" };
    const firstOf = (answer: Record<string, string>) => {
      const result = refine({ basicInfo, links: [], sections: [{ id: "empolyment", items: [answer, meituan] }] });
      expect(result.status).toBe("accepted");
      return { result, first: result.status === "accepted" ? result.data.sections[0]!.data[0]! : undefined };
    };
    const invented = firstOf({ ...bytedance, subTitle: "Quantum Gardening Institute" });
    expect(invented.result.dropped).toEqual(["Quantum Gardening Institute"]);
    expect(invented.first).toMatchObject({ title: "字节跳动", subTitle: draftFirst.subTitle });
    expect(draftFirst.subTitle).not.toBe("");

    const story = firstOf({ ...bytedance, description: "- Invented a time machine." });
    expect(story.result.dropped).toEqual(["Invented a time machine."]);
    expect(story.first?.description).toBe(draftFirst.description);
    expect(draftFirst.description).not.toBe("");
  });

  it("keeps a link the rules read from the file's link annotations, whose address the text never prints", () => {
    // A PDF's "Juejin" label links to the address: the draft has it (lib/server/parse/link-areas.ts), the lines do not.
    const juejin = { name: "Juejin", src: "https://juejin.cn/user/2837465" };
    const links = [...parsed.data.links, { id: String(parsed.data.links.length), ...juejin }];
    const withAnnotation = { ...parsed, data: { ...parsed.data, links } };
    const answer = ZParseRefinement.parse({
      basicInfo,
      links: [{ name: "GitHub", src: "https://github.com/zhangwei" }, juejin],
      sections: [],
    }) as TParseRefinement;
    const result = applyRefinement(withAnnotation, answer, lines);
    expect(result.dropped).toEqual([]);
    expect(result.status === "accepted" && result.data.links.map((link) => link.src)).toEqual([
      "https://github.com/zhangwei",
      juejin.src,
    ]);
    // Not a licence for any address: one in neither the text nor the draft is still dropped.
    const invented = refine({
      basicInfo,
      links: [{ name: "Blog", src: "https://made-up.example/blog" }],
      sections: [],
    });
    expect(invented.dropped).toEqual(["https://made-up.example/blog"]);
  });

  it("keeps the draft where the model answered nothing, and ignores sections the draft does not have", () => {
    const result = refine({
      basicInfo: { name: "", title: "", email: "", cellphone: "", location: "" },
      links: [],
      sections: [
        { id: "empolyment", items: [] },
        { id: "made-up", items: [{ title: "张伟" }] },
      ],
    });
    expect(result.status).toBe("accepted");
    if (result.status !== "accepted") return;
    expect(result.data.basicInfo).toEqual(parsed.data.basicInfo);
    expect(result.data.sections).toEqual(parsed.data.sections);
    expect(result.fields).toEqual(expect.arrayContaining(parsed.fields));
    expect(result.fields).toHaveLength(parsed.fields.length);
  });
});
