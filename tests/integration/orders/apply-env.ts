// lib/server/env.ts reads process.env once per test file (at the first import that logs), so a file's payment settings are
// set by a module imported first. Jest runs the integration files in one process: the previous values come back
// after the file, so other suites never see these.
import { afterAll } from "@jest/globals";

export function applyEnv(vars: Record<string, string | undefined>): void {
  process.env.AUTH_SECRET ||= "integration-orders-secret-0123456789-abcdef";
  process.env.LOG_LEVEL ||= "silent";
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  set(vars);
  afterAll(() => set(saved));
}
