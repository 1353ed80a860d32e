// The `cluster` step of `npm test` (scripts/test.mjs): tests/cluster against two instances behind HAProxy, on the
// browser tests' build (made by the same run, or here when it is missing or stale) and the step's fresh database.
import path from "node:path";
import { buildForBrowserTests, browserTestDistName } from "./build-for-tests.mjs";
import { haproxyVersion } from "./cluster.mjs";
import { root } from "./launch-env.mjs";

/**
 * Answers the exit code. `serverUrl`: the PostgreSQL server the run was given (DATABASE_URL before the step's own
 * database); `run(command, args, env)` starts a child and answers its exit code.
 */
export async function runClusterTests(env, { serverUrl, extra, run }) {
  if (!serverUrl) {
    console.log("[test] cluster: not run: the instances need a PostgreSQL server they share (DATABASE_URL)");
    return 0;
  }
  if (!haproxyVersion()) {
    console.error("[test] cluster: haproxy is not installed (Debian: apt-get install haproxy)");
    return 1;
  }
  const built = await buildForBrowserTests(env, run);
  if (built !== 0) return built;
  const jest = path.join(root, "node_modules/.bin/jest");
  return run(jest, ["--selectProjects", "cluster", "--runInBand", ...extra], {
    ...env,
    NEXT_DIST_DIR: browserTestDistName(),
  });
}
