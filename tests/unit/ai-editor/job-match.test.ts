// The job match of issue 15 item 3, without AI: keywords of an English and a Chinese job description, and which of
// them a resume covers.
import { extractKeywords } from "@/lib/shared/resume/job-match/extract-keywords";
import { matchJob } from "@/lib/shared/resume/job-match/match-job";
import { sampleResume } from "@/lib/shared/resume/sample-resume";

const labels = (list: { label: string }[]) => list.map((k) => k.label);

const englishJd = `Senior Frontend Engineer
We are looking for an engineer with 5+ years of experience in React and TypeScript. You will build our design
system, work with Node.js services and GraphQL APIs, and own performance. Experience with Kubernetes and AWS is a
plus. You care about accessibility and accessibility audits, and know modern JavaScript; go-to-market work is not required.`;

const chineseJd = `高级数据分析师
岗位职责：负责用户增长相关的数据分析，搭建指标体系，推动A/B测试落地。
任职要求：熟悉SQL与Python，有机器学习经验优先；具备良好的沟通能力；熟悉指标体系建设。`;

describe("job keywords", () => {
  it("English: dictionary skills with their spellings, repeated words, no stop words", () => {
    const keywords = labels(extractKeywords(englishJd));
    expect(keywords).toEqual(
      expect.arrayContaining(["React", "TypeScript", "Node.js", "GraphQL", "Kubernetes", "AWS", "accessibility"]),
    );
    // "go-to-market" is not the Go language; "experience", "with", "years" are stop words.
    expect(keywords).not.toContain("Go");
    for (const stop of ["experience", "with", "years", "the"]) expect(keywords).not.toContain(stop);
    // Java is not named: "JavaScript" is not a mention of it, nor of anything else here.
    expect(keywords).not.toContain("Java");
  });

  it("Chinese: dictionary skills found in running text, words segmented, stop words dropped", () => {
    const keywords = labels(extractKeywords(chineseJd));
    expect(keywords).toEqual(
      expect.arrayContaining(["SQL", "Python", "Machine Learning", "Data Analysis", "User Growth", "A/B Testing"]),
    );
    expect(keywords).toContain("指标");
    for (const stop of ["负责", "熟悉", "优先", "经验", "要求"]) expect(keywords).not.toContain(stop);
    // Parts of a found skill are not keywords of their own.
    expect(keywords).not.toContain("数据");
    expect(keywords).not.toContain("分析");
  });

  it("an empty description has no keywords", () => {
    expect(extractKeywords("")).toEqual([]);
    expect(extractKeywords("   \n ")).toEqual([]);
  });
});

describe("job match", () => {
  it("an English resume: covered and missing skills of an English description", () => {
    const { data } = sampleResume("en");
    const match = matchJob(data, englishJd);
    expect(labels(match.covered)).toEqual(expect.arrayContaining(["React", "TypeScript"]));
    expect(labels(match.missing)).toContain("accessibility");
    expect(match.score).toBe(Math.round((match.covered.length / (match.covered.length + match.missing.length)) * 100));
  });

  it("a Chinese resume: a skill written in English in the description is covered by its Chinese spelling", () => {
    const { data } = sampleResume("ch");
    const withMl = {
      ...data,
      sections: data.sections.map((s) =>
        s.kind === "skills" ? { ...s, data: [...s.data, { ...s.data[0]!, title: "机器学习" }] } : s,
      ),
    };
    const match = matchJob(withMl, "Requirements: Machine Learning, Flutter, Flutter plugins.");
    expect(labels(match.covered)).toContain("Machine Learning");
    expect(labels(match.missing)).toContain("Flutter");
  });
});
