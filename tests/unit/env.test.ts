import { describe, expect, it } from "@jest/globals";
import { EnvError, parseEnv } from "@/lib/server/env";

describe("parseEnv", () => {
  it("applies defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_POOL_MAX).toBe(10);
    expect(env.RATE_LIMIT_ENABLED).toBe(true);
  });

  it("names the variable and what it expects", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT: expected a port number/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL: expected a postgresql:\/\/ connection string/,
    );
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: expected at least 32 characters/);
  });

  it("treats empty optional values as unset", () => {
    expect(parseEnv({ APP_URL: "", REDIS_URL: "" }).APP_URL).toBeUndefined();
  });
});
