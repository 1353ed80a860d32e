// Where the OAuth providers point (github.com / GitHub Enterprise Server, Google / another OIDC issuer), and the
// settings that choose it.
import { describe, expect, it } from "@jest/globals";
import { githubEndpoints, googleIssuer, googleProvider } from "@/lib/server/auth/oauth-providers";
import { parseEnv } from "@/lib/server/env";

describe("OAuth provider endpoints", () => {
  it("default to github.com and Google", () => {
    expect(githubEndpoints({})).toEqual({ web: "https://github.com", api: "https://api.github.com" });
    expect(googleIssuer({})).toBe("https://accounts.google.com");
  });

  it("follow GitHub Enterprise Server's layout when only its address is given, or an explicit API address", () => {
    expect(githubEndpoints({ GITHUB_BASE_URL: "https://git.example.com/" })).toEqual({
      web: "https://git.example.com",
      api: "https://git.example.com/api/v3",
    });
    expect(
      githubEndpoints({ GITHUB_BASE_URL: "https://git.example.com", GITHUB_API_URL: "https://api.git.example.com/" }),
    ).toEqual({ web: "https://git.example.com", api: "https://api.git.example.com" });
    expect(googleIssuer({ GOOGLE_ISSUER: "https://id.example.com/realms/main/" })).toBe(
      "https://id.example.com/realms/main",
    );
  });

  it("are validated as URLs at start", () => {
    for (const name of ["GITHUB_BASE_URL", "GITHUB_API_URL", "GOOGLE_ISSUER", "TURNSTILE_VERIFY_URL"]) {
      expect(() => parseEnv({ [name]: "git.example.com" })).toThrow(new RegExp(`${name}: expected a URL`));
    }
    expect(parseEnv({ GITHUB_BASE_URL: "" }).GITHUB_BASE_URL).toBeUndefined();
  });
});

describe("the Google provider", () => {
  it("reads the issuer's discovery document and passes on only a verified address", async () => {
    const provider = googleProvider({ GOOGLE_ISSUER: "https://id.example.com" }, "id", "secret");
    expect(provider.options?.wellKnown).toBe("https://id.example.com/.well-known/openid-configuration");
    const profile = provider.options?.profile;
    if (!profile) throw new Error("no profile mapping");
    const claims = { sub: "42", name: "Ada", email: "ada@example.test", picture: "https://img.example/a.png" };
    expect(await profile({ ...claims, email_verified: true } as Parameters<typeof profile>[0], {})).toEqual({
      id: "42",
      name: "Ada",
      email: "ada@example.test",
      image: "https://img.example/a.png",
    });
    expect((await profile({ ...claims, email_verified: false } as Parameters<typeof profile>[0], {})).email).toBeNull();
  });
});
