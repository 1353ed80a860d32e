import { describe, expect, it } from "@jest/globals";
import { parseEnv } from "@/lib/server/env";

describe("AI settings", () => {
  it("asks for json_schema unless json_object is set (DeepSeek)", () => {
    expect(parseEnv({}).AI_RESPONSE_FORMAT).toBe("json_schema");
    expect(parseEnv({ AI_RESPONSE_FORMAT: "" }).AI_RESPONSE_FORMAT).toBe("json_schema");
    expect(parseEnv({ AI_RESPONSE_FORMAT: "json_object" }).AI_RESPONSE_FORMAT).toBe("json_object");
    expect(() => parseEnv({ AI_RESPONSE_FORMAT: "xml" })).toThrow(
      /AI_RESPONSE_FORMAT: expected json_schema or json_object/,
    );
  });
});
