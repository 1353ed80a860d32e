// Starts `npm run cluster`'s set for one test file (scripts/lib/cluster.mjs): HAProxy on a free loopback port in front
// of two instances of the current production build (NEXT_DIST_DIR, made by scripts/test.mjs's cluster step), on the
// run's fresh database (DATABASE_URL), REDIS_URL when set, and a storage folder of their own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "@jest/globals";
import { isBuildCurrent } from "@/scripts/lib/build-state.mjs";
import { prepareBuild, startCluster, type Cluster } from "@/scripts/lib/cluster.mjs";
import { freePort } from "@/scripts/lib/embedded-db.mjs";
import { disconnectTestDb } from "@/tests/e2e/support/db";

const root = path.resolve(__dirname, "../../..");
/** Lines the instances and HAProxy printed, shown when the start fails. */
const output: string[] = [];

/** The cluster of this file, started before its first test and stopped after its last. */
export function clusterOfFile(): () => Cluster {
  let cluster: Cluster | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    if (!process.env.AUTH_SECRET)
      throw new Error("AUTH_SECRET must be set: the tests sign sessions the instances read");
    const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next-e2e");
    if (!isBuildCurrent(root, distDir))
      throw new Error(`no current build in ${distDir}: run node scripts/test.mjs cluster, which builds it`);
    dataDir = mkdtempSync(path.join(tmpdir(), "rb-cluster-"));
    const ports = new Set<number>();
    while (ports.size < 3) ports.add(await freePort());
    const [proxy, a, b] = [...ports] as [number, number, number];
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: path.relative(root, distDir),
      PAYMENTS_SANDBOX: "true",
      // A minute instead of a second: an entry then surely lives while another user asks for the same page, even on a
      // busy machine (tests/cluster/streams-and-pages.test.ts); what may be stored does not depend on how long.
      PAGE_CACHE_TTL_MS: "60000",
      APP_URL: `http://127.0.0.1:${proxy}`,
    };
    const refuse = async () => {
      throw new Error("the build is not current");
    };
    await prepareBuild({ distDir, env, appUrl: env.APP_URL, run: refuse, log: () => undefined });
    try {
      cluster = await startCluster({
        env,
        ports: { proxy, instances: [a, b] },
        onLine: (name, line) => output.push(`[${name}] ${line}`),
      });
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${output.slice(-40).join("\n")}`);
    }
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
    await disconnectTestDb();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
  return () => {
    if (!cluster) throw new Error("the cluster did not start");
    return cluster;
  };
}
