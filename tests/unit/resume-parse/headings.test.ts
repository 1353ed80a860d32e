import { looksLikeHeading, matchHeading } from "@/lib/server/parse/headings";

describe("resume-parse headings", () => {
  it.each([
    ["Experience", "empolyment"],
    ["WORK EXPERIENCE", "empolyment"],
    ["Employment History:", "empolyment"],
    ["工作经历", "empolyment"],
    ["工作经验", "empolyment"],
    ["工 作 经 历", "empolyment"],
    ["Education", "education"],
    ["教育背景", "education"],
    ["教育经历：", "education"],
    ["Skills", "skills"],
    ["专业技能", "skills"],
    ["技能", "skills"],
    ["Projects", "project"],
    ["项目经历", "project"],
    ["Languages", "language"],
    ["语言能力", "language"],
    ["Certificates", "certificate"],
    ["证书", "certificate"],
    ["Summary", "profile"],
    ["Profile", "profile"],
    ["自我评价", "profile"],
    ["个人总结", "profile"],
    ["工作经历 Work Experience", "empolyment"],
    ["Education 教育背景", "education"],
    ["联系方式", "contact"],
  ])("names %s as %s", (text, kind) => {
    expect(matchHeading(text)).toBe(kind);
  });

  it.each([
    "Experience designing payment systems for 3 years",
    "Skills: Go, Rust",
    "工作经历丰富，善于沟通",
    "Education Skills",
    "",
  ])("does not take %j for a heading", (text) => {
    expect(matchHeading(text)).toBeNull();
  });

  const look = { fontSize: 10, bold: false, isBullet: false };
  it("recognises an unknown heading by size and weight or capitals", () => {
    expect(looksLikeHeading({ ...look, text: "Volunteering", fontSize: 13, bold: true }, 10)).toBe(true);
    expect(looksLikeHeading({ ...look, text: "VOLUNTEERING", bold: true }, 10)).toBe(true);
    expect(looksLikeHeading({ ...look, text: "社会实践", headingLevel: 2 }, 10)).toBe(true);
  });

  it("leaves body text, dates and contact lines alone", () => {
    expect(looksLikeHeading({ ...look, text: "Volunteering" }, 10)).toBe(false);
    expect(looksLikeHeading({ ...look, text: "ACME 2019", bold: true }, 10)).toBe(false);
    expect(looksLikeHeading({ ...look, text: "Led a team of five engineers.", fontSize: 13, bold: true }, 10)).toBe(
      false,
    );
    expect(looksLikeHeading({ ...look, text: "VOLUNTEERING", isBullet: true, bold: true }, 10)).toBe(false);
  });
});
