// Links built for the browser (issue 20 item 19): lib/server/security/link-origin.ts follows the address the request came
// to, only when its Host names this server, and APP_URL when set; the default APP_URL is the address the launcher
// prints (scripts/lib/server-address.mjs), so the two never name different hosts again.
import os from "node:os";
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { displayUrl } from "../../../scripts/lib/server-address.mjs";

type Settings = { HOST?: string; PORT?: string; APP_URL?: string; TRUST_PROXY?: string };
const NAMES = ["HOST", "PORT", "APP_URL", "TRUST_PROXY"] as const;

// lib/server/env.ts parses the environment once per module registry: each case loads the modules afresh.
async function withEnv<T>(settings: Settings, run: (modules: Modules) => T): Promise<T> {
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  for (const name of NAMES) {
    if (settings[name] === undefined) delete process.env[name];
    else process.env[name] = settings[name];
  }
  jest.resetModules();
  try {
    const [{ linkOrigin }, { appUrl }] = await Promise.all([
      import("@/lib/server/security/link-origin"),
      import("@/lib/server/env"),
    ]);
    return run({ linkOrigin, appUrl });
  } finally {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}
type Modules = { linkOrigin: (headers: Headers) => string; appUrl: () => string };

const origin = (settings: Settings, headers: Record<string, string>) =>
  withEnv(settings, ({ linkOrigin }) => linkOrigin(new Headers(headers)));

/** An IPv4 address of this machine's interfaces that is not loopback, if it has one. */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

afterEach(() => {
  jest.resetModules();
});

describe("link origin", () => {
  it("defaults to the address the launcher prints, for every HOST", async () => {
    for (const HOST of [undefined, "127.0.0.1", "localhost", "0.0.0.0", "::", "::1", "192.168.1.5"]) {
      const url = await withEnv({ HOST, PORT: "3100" }, ({ appUrl }) => appUrl());
      expect(url).toBe(displayUrl(HOST ?? "127.0.0.1", 3100));
    }
    expect(await withEnv({}, ({ appUrl }) => appUrl())).toBe("http://127.0.0.1:3000");
  });

  it("follows the loopback address the visitor came to, so the session cookie goes with the link", async () => {
    expect(await origin({}, { host: "127.0.0.1:3000" })).toBe("http://127.0.0.1:3000");
    expect(await origin({}, { host: "localhost:3000" })).toBe("http://localhost:3000");
    expect(await origin({}, { host: "LOCALHOST:3000" })).toBe("http://localhost:3000");
    expect(await origin({ HOST: "::1" }, { host: "[::1]:3000" })).toBe("http://[::1]:3000");
    // A port forward or a local proxy on another port: still this machine.
    expect(await origin({}, { host: "localhost:8080" })).toBe("http://localhost:8080");
  });

  it("never builds a link to a host the client made up: the default instead (Host header spoofing)", async () => {
    for (const host of [
      "evil.test",
      "evil.test:3000",
      "127.0.0.1:3000@evil.test",
      "evil.test#127.0.0.1:3000",
      "127.0.0.1:3000/evil",
      "127.0.0.1.evil.test:3000",
      "localhost.evil.test",
      "192.168.1.20:3000",
      "",
    ])
      expect(await origin({}, { host })).toBe("http://127.0.0.1:3000");
    expect(await origin({}, {})).toBe("http://127.0.0.1:3000");
    // The bound host itself, on another port, is not this server either.
    expect(await origin({ HOST: "192.168.1.5" }, { host: "192.168.1.5:4000" })).toBe("http://192.168.1.5:3000");
    expect(await origin({ HOST: "192.168.1.5" }, { host: "192.168.1.5:3000" })).toBe("http://192.168.1.5:3000");
  });

  it("on a wildcard HOST, takes an address of this machine with PORT, and nothing else", async () => {
    expect(await origin({ HOST: "0.0.0.0" }, { host: "203.0.113.9:3000" })).toBe("http://localhost:3000");
    expect(await origin({ HOST: "0.0.0.0" }, { host: "127.0.0.1:3000" })).toBe("http://127.0.0.1:3000");
    if (lanAddress) {
      expect(await origin({ HOST: "0.0.0.0" }, { host: `${lanAddress}:3000` })).toBe(`http://${lanAddress}:3000`);
      expect(await origin({ HOST: "0.0.0.0" }, { host: `${lanAddress}:4000` })).toBe("http://localhost:3000");
    }
  });

  it("uses APP_URL when set, whatever the request says", async () => {
    const settings = { APP_URL: "https://cv.example.com", TRUST_PROXY: "1" };
    expect(await origin(settings, { host: "127.0.0.1:3000" })).toBe("https://cv.example.com");
    expect(await origin(settings, { host: "localhost", "x-forwarded-host": "localhost:9999" })).toBe(
      "https://cv.example.com",
    );
  });

  it("reads X-Forwarded-Proto and X-Forwarded-Host only from trusted proxies", async () => {
    const forwarded = { host: "127.0.0.1:3000", "x-forwarded-proto": "https", "x-forwarded-host": "localhost:8443" };
    // No proxy trusted: the client's own headers count for nothing.
    expect(await origin({}, forwarded)).toBe("http://127.0.0.1:3000");
    expect(await origin({ TRUST_PROXY: "1" }, forwarded)).toBe("https://localhost:8443");
    // The value the trusted proxy appended is the right-most; the client's in front of it is ignored.
    expect(await origin({ TRUST_PROXY: "1" }, { ...forwarded, "x-forwarded-host": "localhost:1, evil.test" })).toBe(
      "http://127.0.0.1:3000",
    );
  });
});
