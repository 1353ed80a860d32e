// The cover letter's shared schemas (issue 26 item 3): the text a save takes (line breaks normalised, trimmed, never
// empty, at most 10,000 characters, no control characters but tabs and line breaks), the version rules, the bodies'
// strictness, the stream's events, and what the model's call is bounded and estimated at.
import {
  COVER_LETTER_OUTPUT_TOKENS,
  MAX_COVER_LETTER,
  ZCoverLetterText,
  ZGenerateCoverLetterBody,
  ZRestoreCoverLetterBody,
  ZSaveCoverLetterBody,
  coverLetterEvents,
  coverLetterTokenEstimate,
} from "@/lib/shared/validations/cover-letters/cover-letter";
import { letterInputChars, resumeFacts } from "@/lib/shared/cover-letter/resume-facts";
import { letterPdfDescription } from "@/lib/shared/cover-letter/letter-pdf-description";
import { sampleResumeData } from "@/lib/shared/resume/sample-resume";

const issueKey = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("ZCoverLetterText", () => {
  it("normalises line breaks and trims the ends, keeping paragraphs and tabs", () => {
    expect(ZCoverLetterText.parse("  Dear Anna,\r\n\r\nI apply.\tThanks\r")).toBe("Dear Anna,\n\nI apply.\tThanks");
  });

  it("refuses an empty or blank letter with its key", () => {
    expect(issueKey(ZCoverLetterText.safeParse("  \n "))).toBe("Applications.coverLetter.errors.required");
    expect(issueKey(ZCoverLetterText.safeParse(undefined))).toBe("Applications.coverLetter.errors.required");
  });

  it("refuses more than 10,000 characters and control characters", () => {
    expect(ZCoverLetterText.safeParse("a".repeat(MAX_COVER_LETTER)).success).toBe(true);
    expect(issueKey(ZCoverLetterText.safeParse("a".repeat(MAX_COVER_LETTER + 1)))).toBe(
      "Applications.coverLetter.errors.tooLong",
    );
    expect(issueKey(ZCoverLetterText.safeParse("Dear\u0007 Anna"))).toBe("Applications.coverLetter.errors.control");
  });
});

describe("bodies", () => {
  it("a save names the letter, its language and the version it edits", () => {
    expect(ZSaveCoverLetterBody.parse({ body: "Hi", lang: "ch", version: 0 })).toEqual({
      body: "Hi",
      lang: "ch",
      version: 0,
    });
    expect(ZSaveCoverLetterBody.safeParse({ body: "Hi", lang: "xx", version: 0 }).success).toBe(false);
    expect(ZSaveCoverLetterBody.safeParse({ body: "Hi", lang: "en", version: -1 }).success).toBe(false);
    expect(ZSaveCoverLetterBody.safeParse({ body: "Hi", lang: "en", version: 1.5 }).success).toBe(false);
    expect(ZSaveCoverLetterBody.safeParse({ body: "Hi", lang: "en", version: 1, userId: "x" }).success).toBe(false);
  });

  it("a restore names an existing version (from 1) over the current one", () => {
    expect(ZRestoreCoverLetterBody.safeParse({ from: 0, version: 2 }).success).toBe(false);
    expect(ZRestoreCoverLetterBody.parse({ from: 1, version: 2 })).toEqual({ from: 1, version: 2 });
    expect(ZGenerateCoverLetterBody.safeParse({}).success).toBe(false);
  });
});

describe("the AI call", () => {
  it("streams the text so far and finishes with the saved version", () => {
    expect(coverLetterEvents.message.safeParse({ body: "Dear" }).success).toBe(true);
    const letter = {
      id: "l1",
      applicationId: "a1",
      body: "Dear",
      lang: "en",
      version: 1,
      source: "ai",
      createdAt: "2026-11-28T00:00:00.000Z",
    };
    expect(coverLetterEvents.finish.safeParse({ letter, usedTokens: 10 }).success).toBe(true);
    expect(coverLetterEvents.finish.safeParse({ letter: { ...letter, source: "x" }, usedTokens: 10 }).success).toBe(
      false,
    );
  });

  it("estimates from the resume and the posting, with the letter's half of its output bound", () => {
    const facts = resumeFacts(sampleResumeData("en"));
    const chars = letterInputChars(facts, { description: "x".repeat(1_000) });
    expect(chars).toBeGreaterThan(1_000);
    expect(coverLetterTokenEstimate(chars)).toBe(600 + Math.ceil(chars / 2) + COVER_LETTER_OUTPUT_TOKENS / 2);
    expect(COVER_LETTER_OUTPUT_TOKENS).toBeLessThanOrEqual(8_192);
  });

  it("gives the model the resume's printed facts, never a seeded sample, cut to its budget", () => {
    const data = sampleResumeData("en");
    data.sections[1]!.data.push({ ...data.sections[1]!.data[0]!, title: "Sample Corp", sample: true });
    const facts = resumeFacts(data);
    expect(facts.name).toBe("Emily Carter");
    expect(facts.headline).toBe("Senior Software Engineer");
    expect(JSON.stringify(facts)).toContain("Northwind Commerce");
    expect(JSON.stringify(facts)).not.toContain("Sample Corp");
    const long = sampleResumeData("en");
    long.sections[1]!.data = Array.from({ length: 40 }, (_, i) => ({
      ...long.sections[1]!.data[0]!,
      title: `Job ${i}`,
      description: "y".repeat(2_000),
    }));
    const cut = resumeFacts(long);
    const total = cut.sections.reduce((sum, s) => sum + s.entries.join("").length, 0);
    expect(total).toBeLessThanOrEqual(12_000);
    expect(cut.sections[1]!.entries[0]).toMatch(/^Job 0/);
  });
});

describe("letterPdfDescription", () => {
  it("titles the PDF with the name, the word for a cover letter and the job, in the letter's language", () => {
    const job = { company: "Acme", role: "Engineer" };
    expect(letterPdfDescription({ lang: "en", name: "Emily Carter", job })).toMatchObject({
      title: "Emily Carter — Cover letter — Engineer, Acme",
      author: "Emily Carter",
      lang: "en",
      keywords: ["Engineer", "Acme"],
      headings: ["Emily Carter"],
    });
    expect(letterPdfDescription({ lang: "ch", name: "陈思远", job }).title).toBe("陈思远 — 求职信 — Engineer, Acme");
    expect(letterPdfDescription({ lang: "ch", name: "陈思远", job }).lang).toBe("zh-CN");
  });
});
