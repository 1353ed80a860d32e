// The PATCH body: mode inference, the optional version and custom URL validation (shared with the share panel).
import { describe, expect, it } from "@jest/globals";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { ZCustomUrl } from "@/lib/shared/validations/resumes/custom-url";
import { ZUpdateResumeBody } from "@/lib/shared/validations/resumes/update-resume";

const { data, config } = sampleResume("en");

describe("ZUpdateResumeBody", () => {
  it.each([
    [{ name: "A", version: 1 }, "basic"],
    [{ coverImg: null, version: 1 }, "basic"],
    [{ data, version: 1 }, "data"],
    [{ config, version: 1 }, "config"],
    [{ config, uuid: "11111111-2222-4333-8444-555555555555", version: 1 }, "config"],
    [{ name: "A", data, config, version: 1 }, "full"],
  ])("infers the mode of %j", (body, mode) => {
    expect(ZUpdateResumeBody.parse(body).mode).toBe(mode);
  });

  it("refuses keys foreign to an explicit mode, missing required keys and an empty save", () => {
    expect(ZUpdateResumeBody.safeParse({ mode: "config", name: "A", config, version: 1 }).success).toBe(false);
    expect(ZUpdateResumeBody.safeParse({ mode: "full", data, config, version: 1 }).success).toBe(false);
    expect(ZUpdateResumeBody.safeParse({ name: "A", data, version: 1 }).success).toBe(false);
    expect(ZUpdateResumeBody.safeParse({ version: 1 }).success).toBe(false);
  });

  it("takes a save without version (docs/product.md §7's client: last write wins), forced or not", () => {
    expect(ZUpdateResumeBody.parse({ name: "A" })).toMatchObject({ force: false, mode: "basic" });
    expect(ZUpdateResumeBody.parse({ name: "A" }).version).toBeUndefined();
    expect(ZUpdateResumeBody.parse({ name: "A", force: true })).toMatchObject({ force: true, mode: "basic" });
  });
});

describe("ZCustomUrl", () => {
  it.each(["", "ada-lovelace", "dev_2024", "abc"])("accepts %j", (value) =>
    expect(ZCustomUrl.safeParse(value).success).toBe(true),
  );
  it.each([
    ["ab", "ResumesApi.customUrlFormat"],
    ["x".repeat(65), "ResumesApi.customUrlFormat"],
    ["Ada", "ResumesApi.customUrlFormat"],
    ["a b c", "ResumesApi.customUrlFormat"],
    ["editor", "ResumesApi.customUrlReserved"],
    ["123e4567-e89b-42d3-a456-426614174000", "ResumesApi.customUrlReserved"],
    ["  ", "ResumesApi.textRequired"],
  ])("refuses %j with the message key %s", (value, key) => {
    const result = ZCustomUrl.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(key);
  });
});
