// Issue 20 item 21: every validation message is a readable sentence in the request's language that names the field,
// never zod's built-in text; a schema's own sentence stays (translated into Chinese when a form table has it).
import { describe, expect, it } from "@jest/globals";
import { z } from "zod";
import { REQUEST_PARSE_PARAMS, validationDetails } from "@/lib/server/api/validation-messages";
import { ZCheckProfessionBody } from "@/lib/shared/validations/ai/check-profession-body";
import { ZSignIn } from "@/lib/shared/validations/auth/sign-in";
import { ZListPageQuery } from "@/lib/shared/validations/pagination/list-page-query";

const ZSample = z
  .object({
    count: z.number().int().min(1).max(10).optional(),
    ratio: z.number().gt(0).lt(1).optional(),
    step: z.number().multipleOf(5).optional(),
    name: z.string().min(1).max(3).optional(),
    code: z.string().min(4).optional(),
    tags: z.array(z.string()).min(1).max(2).optional(),
    kind: z.enum(["a", "b"]).optional(),
    email: z.email().optional(),
    id: z.uuid().optional(),
    flag: z.boolean().optional(),
    nested: z.object({ title: z.string() }).optional(),
    required: z.string(),
  })
  .strict();

async function messages(schema: z.ZodType, value: unknown, locale: "en" | "zh") {
  const result = await schema.safeParseAsync(value, REQUEST_PARSE_PARAMS);
  if (result.success) throw new Error("expected a refusal");
  return Object.fromEntries(validationDetails(result.error, locale).map((detail) => [detail.path, detail.message]));
}

const ZOD_TEXT = /Invalid input|Too (small|big)|expected|received|>=|<=/;

describe("validation messages", () => {
  it("writes a sentence per issue code, naming the field, in English and Chinese", async () => {
    const value = {
      count: 1.5,
      ratio: 1,
      step: 7,
      name: "abcd",
      code: "ab",
      tags: ["a", "b", "c"],
      kind: "c",
      email: "no",
      id: "x",
      flag: "yes",
      nested: { title: 5 },
      extra: 1,
    };
    expect(await messages(ZSample, value, "en")).toEqual({
      count: "count must be a whole number",
      ratio: "ratio must be less than 1",
      step: "step must be a multiple of 5",
      name: "name must be at most 3 characters",
      code: "code must be at least 4 characters",
      tags: "tags must have at most 2 items",
      kind: "kind must be one of: a, b",
      email: "email must be an e-mail address",
      id: "id must be an id (UUID)",
      flag: "flag must be true or false",
      "nested.title": "nested.title must be text",
      required: "required is required",
      "": "Unknown field: extra",
    });
    expect(await messages(ZSample, value, "zh")).toEqual({
      count: "count 必须是整数",
      ratio: "ratio 必须小于 1",
      step: "step 必须是 5 的倍数",
      name: "name 最多 3 个字符",
      code: "code 至少需要 4 个字符",
      tags: "tags 最多 2 项",
      kind: "kind 必须是以下之一：a, b",
      email: "email 必须是有效的电子邮件地址",
      id: "id 必须是有效的 ID（UUID）",
      flag: "flag 必须是布尔值（true 或 false）",
      "nested.title": "nested.title 必须是文本",
      required: "缺少 required",
      "": "未知的字段：extra",
    });
    expect(await messages(ZSample, { count: 0, ratio: 0, name: "", tags: [], required: "x" }, "en")).toEqual({
      count: "count must be at least 1",
      ratio: "ratio must be greater than 0",
      name: "name must not be empty",
      tags: "tags must have at least 1 item",
    });
    expect(await messages(ZSample, { count: 11, required: "x" }, "zh")).toEqual({ count: "count 必须不大于 10" });
  });

  it("answers the paging mistakes in words, never zod's text", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ currentPage: "0" }, "currentPage must be at least 1", "currentPage 必须不小于 1"],
      [{ pageSize: "0" }, "pageSize must be at least 1", "pageSize 必须不小于 1"],
      [{ pageSize: "1.5" }, "pageSize must be a whole number", "pageSize 必须是整数"],
      [{ currentPage: "abc" }, "currentPage must be a number", "currentPage 必须是数字"],
      [{ currentPage: "1000001" }, "currentPage must be at most 100,000", "currentPage 必须不大于 100,000"],
    ];
    for (const [query, english, chinese] of cases) {
      const [path] = Object.keys(query);
      expect(await messages(ZListPageQuery, query, "en")).toEqual({ [path ?? ""]: english });
      expect(await messages(ZListPageQuery, query, "zh")).toEqual({ [path ?? ""]: chinese });
    }
    expect(ZListPageQuery.parse({ pageSize: "1000" }).pageSize).toBe(100);
  });

  it("says a number sent as the job title is not text, and keeps the schema's sentence for a missing one", async () => {
    expect(await messages(ZCheckProfessionBody, { keyword: 5 }, "en")).toEqual({ keyword: "keyword must be text" });
    expect(await messages(ZCheckProfessionBody, { keyword: 5 }, "zh")).toEqual({ keyword: "keyword 必须是文本" });
    expect(await messages(ZCheckProfessionBody, { keyword: " " }, "en")).toEqual({
      keyword: "Job title must not be empty",
    });
    expect(await messages(ZCheckProfessionBody, {}, "zh")).toEqual({ keyword: "职位名称不能为空" });
  });

  it("keeps SPEC's sentences in English and translates them from the forms' tables", async () => {
    const value = { email: "not-an-address", password: "", altcha: "x" };
    expect(await messages(ZSignIn, value, "en")).toEqual({
      email: "Invalid email address",
      password: "Password must not be empty",
    });
    const chinese = await messages(ZSignIn, value, "zh");
    expect(Object.values(chinese).every((message) => /[\u4e00-\u9fff]/.test(message))).toBe(true);
    for (const message of Object.values(chinese)) expect(message).not.toMatch(ZOD_TEXT);
  });
});
