// lib/server/api/unsafe-text.ts: what PostgreSQL cannot store is found anywhere in a JSON value; everything else passes.
import { describe, expect, it } from "@jest/globals";
import { findUnsafeText, hasUnsafeText } from "@/lib/server/api/unsafe-text";

describe("hasUnsafeText", () => {
  it.each([["a\u0000b"], ["\u0000"], ["lone high \uD800 surrogate"], ["lone low \uDC00"], ["reversed \uDC00\uD800"]])(
    "finds %j",
    (text) => {
      expect(hasUnsafeText(text)).toBe(true);
    },
  );
  it.each([["tab\tnew\nline\r\n"], ["emoji 👩‍💻 pair \uD83D\uDE00"], ["简历 ÄÖ"], ["\u0001\u000b\u001f\u007f"], [""]])(
    "leaves %j alone",
    (text) => {
      expect(hasUnsafeText(text)).toBe(false);
    },
  );
});

describe("findUnsafeText", () => {
  it("names the first string or key that holds it, by dotted path", () => {
    expect(findUnsafeText({ a: [{ b: "ok" }, { c: "x\u0000" }] })).toBe("a.1.c");
    expect(findUnsafeText({ ["k\u0000"]: 1 })).toBe("k\u0000");
    expect(findUnsafeText("\u0000")).toBe("");
    expect(findUnsafeText({ a: 1, b: null, c: [true, "fine"] })).toBeNull();
  });
});
