// The pure parts of review links (issue 26 item 6): the create schema's label and expiry (14 days unless given, 1 to
// 90), the comment schema's name and text (lengths, one-line name, control characters, line ends), the token's
// shape, and where a comment can be pinned (sections and their printed items by the stable item keys), how the
// owner's list names a place and where the editor's keyboard goes for it.
import { describe, expect, it } from "@jest/globals";
import {
  commentFieldTarget,
  commentTargets,
  describeCommentTarget,
  hasCommentTarget,
  itemLabel,
} from "@/lib/shared/review-links/comment-targets";
import { sampleResumeData } from "@/lib/shared/resume/sample-resume";
import { blankItem } from "@/lib/shared/resume/blank-item";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import {
  DEFAULT_REVIEW_LINK_DAYS,
  MAX_REVIEW_COMMENT,
  MAX_REVIEWER_NAME,
  ZCreateReviewLinkBody,
  ZPostReviewCommentBody,
  ZReviewToken,
} from "@/lib/shared/validations/review-links/review-link";

const keyOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("creating a review link", () => {
  it("trims the label and expires after 14 days unless told", () => {
    expect(ZCreateReviewLinkBody.parse({ label: "  Coach Anna " })).toEqual({
      label: "Coach Anna",
      expiresInDays: DEFAULT_REVIEW_LINK_DAYS,
    });
    expect(ZCreateReviewLinkBody.parse({ label: "Li Wei", expiresInDays: 90 }).expiresInDays).toBe(90);
  });

  it.each([0, 91, 1.5, -3, "14", null])("refuses %p days", (days) => {
    const result = ZCreateReviewLinkBody.safeParse({ label: "Anna", expiresInDays: days });
    expect(keyOf(result)).toEqual([["expiresInDays", "ReviewLinks.errors.expiryInvalid"]]);
  });

  it("refuses an empty, long or multi-line label, and unknown fields", () => {
    expect(keyOf(ZCreateReviewLinkBody.safeParse({ label: "   " }))).toEqual([
      ["label", "ReviewLinks.errors.labelRequired"],
    ]);
    expect(keyOf(ZCreateReviewLinkBody.safeParse({ label: "x".repeat(81) }))).toEqual([
      ["label", "ReviewLinks.errors.labelTooLong"],
    ]);
    expect(keyOf(ZCreateReviewLinkBody.safeParse({ label: "Anna\nBob" }))).toEqual([
      ["label", "ReviewLinks.errors.labelControl"],
    ]);
    expect(ZCreateReviewLinkBody.safeParse({ label: "Anna", token: "mine" }).success).toBe(false);
  });
});

describe("a reviewer's comment", () => {
  const base = { sectionId: "s1", authorName: "Anna", body: "Lead with the result." };

  it("keeps lines and tabs, makes every line end one \\n and trims", () => {
    const parsed = ZPostReviewCommentBody.parse({ ...base, body: "  First\r\nSecond\rThird\n\t- point  " });
    expect(parsed.body).toBe("First\nSecond\nThird\n\t- point");
    expect(parsed.itemKey).toBeUndefined();
    expect(ZPostReviewCommentBody.parse({ ...base, itemKey: "#2" }).itemKey).toBe("#2");
  });

  it("takes 2,000 characters and no more, a name of 60 and no more", () => {
    expect(ZPostReviewCommentBody.safeParse({ ...base, body: "字".repeat(MAX_REVIEW_COMMENT) }).success).toBe(true);
    expect(keyOf(ZPostReviewCommentBody.safeParse({ ...base, body: "a".repeat(MAX_REVIEW_COMMENT + 1) }))).toEqual([
      ["body", "ReviewLinks.errors.bodyTooLong"],
    ]);
    expect(ZPostReviewCommentBody.safeParse({ ...base, authorName: "n".repeat(MAX_REVIEWER_NAME) }).success).toBe(true);
    expect(keyOf(ZPostReviewCommentBody.safeParse({ ...base, authorName: "n".repeat(MAX_REVIEWER_NAME + 1) }))).toEqual(
      [["authorName", "ReviewLinks.errors.nameTooLong"]],
    );
  });

  it.each([
    ["a bell in the text", { body: "ding\u0007" }, "body", "ReviewLinks.errors.bodyControl"],
    ["an escape sequence", { body: "\u001b[31mred" }, "body", "ReviewLinks.errors.bodyControl"],
    ["a C1 control", { body: "x\u0085y" }, "body", "ReviewLinks.errors.bodyControl"],
    ["a line separator", { body: "x\u2028y" }, "body", "ReviewLinks.errors.bodyControl"],
    ["a blank text", { body: " \n\t " }, "body", "ReviewLinks.errors.bodyRequired"],
    ["a two-line name", { authorName: "Anna\nAdmin" }, "authorName", "ReviewLinks.errors.nameControl"],
    ["a blank name", { authorName: "   " }, "authorName", "ReviewLinks.errors.nameRequired"],
    ["no section", { sectionId: "" }, "sectionId", "ReviewLinks.errors.targetInvalid"],
  ])("refuses %s", (_, change, path, key) => {
    expect(keyOf(ZPostReviewCommentBody.safeParse({ ...base, ...change }))).toEqual([[path, key]]);
  });

  it("a token is 43 url-safe characters", () => {
    expect(ZReviewToken.safeParse("A".repeat(43)).success).toBe(true);
    expect(ZReviewToken.safeParse("A".repeat(42)).success).toBe(false);
    expect(ZReviewToken.safeParse(`${"A".repeat(42)}/`).success).toBe(false);
  });
});

describe("where a comment is pinned", () => {
  const data: TResumeData = sampleResumeData("en");
  const work = data.sections.find((section) => section.id === "sample-empolyment")!;

  it("lists each section with its printed items by their keys, an old item without an id by its place", () => {
    const legacy = { ...blankItem("x"), id: undefined, title: "Old job" };
    const empty = blankItem("empty");
    const sections = [{ ...work, data: [legacy, empty, ...work.data] }];
    const [target] = commentTargets(sections);
    expect(target?.sectionId).toBe("sample-empolyment");
    expect(target?.name).toBe(work.name);
    // The empty item prints nothing and is not offered; keys keep the document's positions.
    expect(target?.items.map((item) => item.key)).toEqual(["#0", ...work.data.map((item) => item.id)]);
    expect(target?.items[0]?.label).toBe("Old job");
  });

  it("leaves out a section with nothing printed", () => {
    expect(commentTargets([{ ...work, data: [blankItem("e")] }])).toEqual([]);
  });

  it("names an item by its title, else its subtitle, else its text's first line, clipped", () => {
    expect(itemLabel({ ...blankItem("a"), title: "Engineer" })).toBe("Engineer");
    expect(itemLabel({ ...blankItem("a"), subTitle: "Acme" })).toBe("Acme");
    expect(itemLabel({ ...blankItem("a"), description: "\n- **Led** a team\n- more" })).toBe("Led a team");
    expect(itemLabel({ ...blankItem("a"), title: "x".repeat(80) })).toHaveLength(60);
  });

  it("a posted target must exist now: the section, and the item of that key in it", () => {
    const first = work.data[0]!.id!;
    expect(hasCommentTarget(data, "sample-empolyment", null)).toBe(true);
    expect(hasCommentTarget(data, "sample-empolyment", first)).toBe(true);
    expect(hasCommentTarget(data, "sample-empolyment", "#0")).toBe(false);
    expect(hasCommentTarget(data, "sample-empolyment", "sample-education-1")).toBe(false);
    expect(hasCommentTarget(data, "nope", null)).toBe(false);
  });

  it("the owner's list names the place as the resume is now, null for what was deleted", () => {
    const first = work.data[0]!;
    expect(describeCommentTarget(data, "sample-empolyment", first.id!)).toEqual({
      section: work.name,
      item: first.title,
    });
    expect(describeCommentTarget(data, "sample-empolyment", "gone")).toEqual({ section: work.name, item: null });
    expect(describeCommentTarget(data, "gone", null)).toEqual({ section: null, item: null });
  });

  it("the editor's keyboard goes to the item's title by id and place, or to the section", () => {
    const second = work.data[1]!.id!;
    expect(commentFieldTarget(data, "sample-empolyment", second)).toEqual({
      sectionId: "sample-empolyment",
      itemId: second,
      itemIndex: 1,
      field: "title",
    });
    expect(commentFieldTarget(data, "sample-empolyment", "#1")).toEqual({
      sectionId: "sample-empolyment",
      itemIndex: undefined,
      field: "title",
    });
    expect(commentFieldTarget(data, "sample-empolyment", null)).toEqual({
      sectionId: "sample-empolyment",
      field: "name",
    });
  });
});
