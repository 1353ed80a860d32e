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

  it("takes PDF_APP_ORIGIN as an origin only", () => {
    expect(parseEnv({ PDF_APP_ORIGIN: "http://App:3000/" }).PDF_APP_ORIGIN).toBe("http://app:3000");
    expect(parseEnv({ PDF_APP_ORIGIN: "" }).PDF_APP_ORIGIN).toBeUndefined();
    for (const value of [
      "http://app:3000/print",
      "http://app:3000?x=1",
      "http://user:pw@app:3000",
      "ftp://app",
      "app",
    ]) {
      expect(() => parseEnv({ PDF_APP_ORIGIN: value })).toThrow(
        /PDF_APP_ORIGIN: expected an origin such as http:\/\/app:3000/,
      );
    }
  });

  it("treats empty optional values as unset", () => {
    expect(parseEnv({ APP_URL: "", REDIS_URL: "" }).APP_URL).toBeUndefined();
  });
});
