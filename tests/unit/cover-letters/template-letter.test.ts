// "Start from a template" (issue 26 item 3): the structured letter without AI, in the resume's language, filled from
// the resume's headline and skills and the job; the bracketed parts are what only the user knows.
import { resumeSkills, templateLetter } from "@/lib/shared/cover-letter/template-letter";
import { sampleResumeData } from "@/lib/shared/resume/sample-resume";
import { resumeLangs } from "@/lib/shared/validations/resume-document/document";

const job = { company: "Acme Corp", role: "Frontend Engineer" };

describe("templateLetter", () => {
  it("writes greeting, why this role, what I bring (headline and skills), closing and the name, in English", () => {
    const letter = templateLetter({ lang: "en", resume: sampleResumeData("en"), job });
    const paragraphs = letter.split("\n\n");
    expect(paragraphs).toHaveLength(5);
    expect(paragraphs[0]).toBe("Dear Hiring Manager at Acme Corp,");
    expect(paragraphs[1]).toMatch(/^I am writing to apply for the Frontend Engineer position at Acme Corp\. \[/);
    expect(paragraphs[2]).toMatch(
      /^As a Senior Software Engineer, I bring experience in TypeScript, Node\.js, React, PostgreSQL, Go\. \[/,
    );
    expect(paragraphs[3]).toContain("contribute to Acme Corp.");
    expect(paragraphs[4]).toBe("Sincerely,\nEmily Carter");
  });

  it("writes Chinese for a Chinese resume, skills joined with 、", () => {
    const letter = templateLetter({
      lang: "ch",
      resume: sampleResumeData("ch"),
      job: { company: "字节跳动", role: "前端工程师" },
    });
    const paragraphs = letter.split("\n\n");
    expect(paragraphs[0]).toBe("尊敬的字节跳动招聘负责人：");
    expect(paragraphs[1]).toContain("贵公司（字节跳动）的前端工程师职位");
    expect(paragraphs[2]).toMatch(
      /^作为一名资深软件工程师，我在TypeScript、Node\.js、React、PostgreSQL、Go方面积累了经验。【/,
    );
    expect(paragraphs.at(-1)).toBe("此致\n敬礼\n陈思远");
    expect(letter).not.toMatch(/[A-Z][a-z]+ [a-z]+ (the|to|at) /);
  });

  it("asks for what it cannot fill without a resume, and leaves out an empty company", () => {
    const letter = templateLetter({ lang: "en", resume: null, job: { company: "", role: "Data Analyst" } });
    expect(letter.split("\n\n")[0]).toBe("Dear Hiring Manager,");
    expect(letter).toContain("I am writing to apply for the Data Analyst position.");
    expect(letter.split("\n\n")[2]).toMatch(/^\[One or two results/);
    expect(letter.endsWith("Sincerely,\n[Your name]")).toBe(true);
  });

  it.each(resumeLangs)("has a letter for every resume language (%s), with the role and company in it", (lang) => {
    const letter = templateLetter({ lang, resume: sampleResumeData("en"), job });
    expect(letter).toContain("Frontend Engineer");
    expect(letter.split("\n\n").length).toBe(5);
    expect(letter).toContain("Emily Carter");
  });

  it("puts the job's names on one line, whatever was pasted", () => {
    const letter = templateLetter({ lang: "en", resume: null, job: { company: " Acme\n Corp ", role: "Dev\tLead" } });
    expect(letter.split("\n\n")[0]).toBe("Dear Hiring Manager at Acme Corp,");
    expect(letter).toContain("the Dev Lead position");
  });
});

describe("resumeSkills", () => {
  it("takes the first five skills, once each, leaving out seeded samples", () => {
    const data = sampleResumeData("en");
    const skills = data.sections.find((s) => s.type === "skills")!;
    skills.data.unshift(
      { ...skills.data[0]!, title: "typescript" },
      { ...skills.data[0]!, title: "Sample", sample: true },
    );
    expect(resumeSkills(data)).toEqual(["typescript", "Node.js", "React", "PostgreSQL", "Go"]);
  });
});
