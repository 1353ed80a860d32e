// The Chinese copy reads as Chinese: guides quote with “” (never ASCII straight quotes inside Chinese text), the
// brand is 简历匠 wherever the Chinese site names itself, and "examples" is always 示例 (not 范例 in some places).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import zh from "@/messages/zh.json";

const guidesDir = path.join(process.cwd(), "content/guides");
const zhGuides = readdirSync(guidesDir).filter((name) => name.endsWith(".zh.md"));
const cjk = /[\u3000-\u9fff\uff00-\uffef]/;

/** Body lines (front matter and fenced code left out: their quotes are syntax). */
function bodyLines(file: string): string[] {
  const text = readFileSync(path.join(guidesDir, file), "utf8");
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, "");
  let inCode = false;
  return body.split("\n").filter((line) => {
    if (line.startsWith("```")) inCode = !inCode;
    return !inCode;
  });
}

describe("Chinese guides", () => {
  it("exist", () => expect(zhGuides.length).toBeGreaterThanOrEqual(6));

  it.each(zhGuides)("%s uses Chinese quotation marks, not straight double quotes, in Chinese text", (file) => {
    const offending = bodyLines(file).filter((line) => line.includes('"') && cjk.test(line));
    expect(offending).toEqual([]);
  });

  it.each(zhGuides)("%s front matter quotes Chinese text with “”", (file) => {
    const front = readFileSync(path.join(guidesDir, file), "utf8").match(/^---\n([\s\S]*?)\n---\n/)?.[1] ?? "";
    for (const line of front.split("\n")) {
      const value = line.match(/^\w+: "(.*)"$/)?.[1] ?? "";
      expect(value).not.toMatch(/\\"/);
    }
  });
});

describe("Chinese wording", () => {
  const all = JSON.stringify(zh) + zhGuides.map((file) => readFileSync(path.join(guidesDir, file), "utf8")).join("\n");

  it("calls examples 简历示例 everywhere (no 范例)", () => {
    expect(all).not.toContain("范例");
  });

  it("names the product 简历匠, never ResumeCraft", () => {
    expect(all).not.toContain("ResumeCraft");
    expect(zh.Common.brand).toBe("简历匠");
    expect(zh.Mail.brand).toBe("简历匠");
  });
});
