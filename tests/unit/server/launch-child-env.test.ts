// The environment scripts/start.mjs gives `next build` and the server (launchChildEnv): Next's telemetry is off
// whatever the launcher was started with (issue 23 item 10), and NODE_ENV matches the command.
import { describe, expect, it } from "@jest/globals";
import { launchChildEnv } from "../../../scripts/lib/launch-env.mjs";

describe("launchChildEnv", () => {
  it("turns Next's telemetry off for a start and for dev", () => {
    for (const mode of ["start", "dev"] as const) {
      const env = launchChildEnv({ PATH: "/usr/bin" }, { host: "127.0.0.1", port: "3000", mode });
      expect(env.NEXT_TELEMETRY_DISABLED).toBe("1");
    }
  });

  it("keeps it off even when the launcher's environment turned it on", () => {
    const env = launchChildEnv({ NEXT_TELEMETRY_DISABLED: "0" }, { host: "0.0.0.0", port: "8080", mode: "start" });
    expect(env.NEXT_TELEMETRY_DISABLED).toBe("1");
  });

  it("passes the launcher's settings on with the address and the command's NODE_ENV", () => {
    const base = { DATABASE_URL: "postgresql://db/app", NODE_ENV: "test", HOST: "ignored", PORT: "1" };
    expect(launchChildEnv(base, { host: "0.0.0.0", port: "8080", mode: "start" })).toEqual({
      DATABASE_URL: "postgresql://db/app",
      NODE_ENV: "production",
      HOST: "0.0.0.0",
      PORT: "8080",
      NEXT_TELEMETRY_DISABLED: "1",
    });
    expect(launchChildEnv(base, { host: "127.0.0.1", port: "3000", mode: "dev" }).NODE_ENV).toBe("development");
  });
});
