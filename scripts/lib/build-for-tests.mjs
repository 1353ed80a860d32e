// The browser tests' production build, made by `npm test` while the unit and integration tests run: on two cores the
// build and the in-band integration tests each leave a core idle much of the time, so overlapping them shortens the
// whole command by minutes (docs/benchmarks.md, "The test suite"). The launcher Playwright starts (scripts/start.mjs)
// then finds the build current and serves it, as it would a build of its own.
import path from "node:path";
import { isBuildCurrent, markBuilt } from "./build-state.mjs";
import { root } from "./launch-env.mjs";

/** The build folder the browser tests' servers use (playwright.config.ts). */
export const browserTestDistName = () => process.env.PW_DIST_DIR ?? ".next-e2e";

/**
 * Builds into the browser tests' folder unless that build is current; answers the exit code. `env` is the test run's
 * environment with the browser tests' database (the build sees what the launcher's build would); `run(command, args,
 * env)` starts a child and answers its exit code (scripts/test.mjs labels its output).
 */
export async function buildForBrowserTests(env, run) {
  const buildEnv = {
    ...env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: browserTestDistName(),
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const distDir = path.join(root, buildEnv.NEXT_DIST_DIR);
  if (isBuildCurrent(root, distDir, buildEnv)) return 0;
  const code = await run(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], buildEnv);
  if (code === 0) markBuilt(root, distDir, buildEnv);
  return code;
}
