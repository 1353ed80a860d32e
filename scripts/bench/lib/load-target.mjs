// The deployment `npm run bench:load` measures: `npm run cluster`'s set (scripts/lib/cluster.mjs: HAProxy on loopback in
// front of one or two `npm start` instances) on a fresh PostgreSQL database (scripts/lib/test-database.mjs), REDIS_URL
// when set, a storage folder of its own and the fake OpenAI-compatible model (tests/fakes/openai-server.ts) as the AI
// provider. Users, sessions and resumes are seeded with the browser tests' helpers (tests/e2e/support), as the cluster
// tests seed theirs. One instance also stands behind HAProxy, so both setups pay the same proxy hop.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createJiti } from "jiti";
import { isBuildCurrent, markBuilt } from "../../lib/build-state.mjs";
import { prepareBuild, startCluster } from "../../lib/cluster.mjs";
import { freePort } from "../../lib/embedded-db.mjs";
import { root } from "../../lib/launch-env.mjs";
import { createTestDatabase } from "../../lib/test-database.mjs";
import { waitForCoverJob } from "./cover-job.mjs";

// The tests' TypeScript, compiled on the fly; `server-only` is the empty module it is outside React's server build.
const jiti = createJiti(import.meta.url, {
  alias: { "@": root, "server-only": path.join(root, "node_modules/server-only/empty.js") },
});
const load = (file) => jiti.import(path.join(root, file));

/** Only one `next build` at a time on this machine (others build beside the bench): every build takes this lock. */
const BUILD_LOCK = "/tmp/next-build.lock";
const tsconfigFile = path.join(root, "tsconfig.json");

/** Runs a build under the machine's build lock; puts back tsconfig.json if Next rewrote it for this build folder. */
function lockedRun(command, args, env) {
  const before = fs.readFileSync(tsconfigFile, "utf8");
  return new Promise((resolve) => {
    const child = spawn("flock", [BUILD_LOCK, command, ...args], { cwd: root, env, stdio: "inherit" });
    child.on("exit", (code) => {
      if (fs.readFileSync(tsconfigFile, "utf8") !== before) fs.writeFileSync(tsconfigFile, before);
      resolve(code ?? 1);
    });
  });
}

let built = false;
/**
 * Builds into `distDir` when stale, once per bench run. Later targets of the same run serve that same build even when
 * files changed meanwhile (others edit this work tree): the folder is stamped current again, so that the launchers do
 * not rebuild it, and one run compares one build.
 */
async function ensureBuild(distDir, env, log) {
  if (built && !isBuildCurrent(root, distDir, env)) {
    log("sources changed since this run's build: serving the same build");
    markBuilt(root, distDir, env);
  }
  await prepareBuild({ distDir, env, appUrl: env.APP_URL, run: lockedRun, log });
  built = true;
}

const FAKE_REPLIES = {
  check: "Is this keyword a job title?",
  generate: "Write the resume for this job title",
  refine: "Check this parsed resume against the text of its file.",
};

/** The fake model's answers: a job title check, a streamed resume (about 1.5 s) and a refinement of the parsed file. */
async function startFakeModel() {
  const { startFakeOpenAIServer } = await load("tests/fakes/openai-server.ts");
  const { resumeDraft } = await load("tests/e2e/ai/model.ts");
  const fake = await startFakeOpenAIServer();
  const title = "Software Engineer";
  const job = { title, organization: "Northwind", startDate: "2020-01", endDate: "present" };
  const school = { title: "MSc Computer Science", organization: "TU Berlin", startDate: "2014-10", endDate: "2016-09" };
  fake.when(FAKE_REPLIES.check, { kind: "json", content: { isJobTitle: true, normalizedTitle: title }, delayMs: 100 });
  fake.when(FAKE_REPLIES.generate, {
    kind: "json",
    content: resumeDraft(title, [job], [school], "en"),
    delayMs: 300,
    chunks: 12,
    chunkDelayMs: 100,
  });
  // Strings of the Word file the parse flow uploads (tests/integration/upload-parse/fixture-files.ts, docxResume).
  const basicInfo = {
    name: "Jane Doe",
    title: "",
    email: "someone@example.com",
    cellphone: "+86 139 1234 5678",
    location: "",
  };
  fake.when(FAKE_REPLIES.refine, { kind: "json", content: { basicInfo, links: [], sections: [] }, delayMs: 300 });
  // The fake keeps every request; a long soak need not.
  const trim = setInterval(() => {
    fake.requests.splice(0);
    fake.chunks.splice(0);
  }, 60_000);
  return { fake, close: () => (clearInterval(trim), fake.close()) };
}

/** `count` premium (lifetime) users with tokens enough for any run, each with a session and a sample resume. */
async function seedUsers(count) {
  const { seedUser } = await load("tests/e2e/support/users.ts");
  const { sessionToken } = await load("tests/e2e/support/session.ts");
  const { seedResume } = await load("tests/e2e/support/resumes.ts");
  const users = [];
  for (let i = 0; i < count; i += 1) {
    const user = await seedUser("lifetime", { tokens: 100_000_000 });
    const resume = await seedResume(user.id);
    users.push({ token: await sessionToken(user), resumeId: resume.id, data: resume.data });
  }
  const { disconnectTestDb } = await load("tests/e2e/support/db.ts");
  await disconnectTestDb();
  return users;
}

/**
 * Starts the set with `instances` app instances. `serverUrl`: the PostgreSQL server (DATABASE_URL) to make the
 * fresh database on. Answers { url, instances: [{ name, pid }], users, docx, logFile, stop }.
 */
export async function startLoadTarget({ instances, serverUrl, users: userCount = 20, log }) {
  const database = await createTestDatabase(serverUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rb-bench-load-"));
  const logFile = path.join(os.tmpdir(), `rb-bench-load-${Date.now()}-${instances}.log`);
  const output = fs.createWriteStream(logFile);
  let model;
  let cluster;
  const stop = async () => {
    await cluster?.stop();
    await model?.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    output.end();
  };
  try {
    const secret = crypto.randomBytes(32).toString("base64url");
    // The seeding helpers read the database and the secret from the environment.
    process.env.DATABASE_URL = database.url;
    process.env.AUTH_SECRET = secret;
    model = await startFakeModel();
    const users = await seedUsers(userCount);
    const { docxResume } = await load("tests/integration/upload-parse/fixture-files.ts");
    const docx = await docxResume("en");
    const ports = new Set();
    while (ports.size < instances + 1) ports.add(await freePort());
    const [proxy, ...instancePorts] = [...ports];
    const distName = process.env.NEXT_DIST_DIR || ".next-bench";
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: database.poolMax,
      AUTH_SECRET: secret,
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: distName,
      APP_URL: `http://127.0.0.1:${proxy}`,
      // One client address sends everything: per-address limits would answer 429 to the load itself.
      RATE_LIMIT_ENABLED: "false",
      LOG_LEVEL: "warn",
      AI_BASE_URL: model.fake.url,
      AI_MODEL: "fake-bench",
      AI_API_KEY: "bench",
    };
    await ensureBuild(path.join(root, distName), env, log);
    const startedAt = new Date();
    cluster = await startCluster({
      env,
      ports: { proxy, instances: instancePorts },
      names: instancePorts.map((_, index) => `app${index + 1}`),
      onLine: (name, line) => output.write(`[${name}] ${line}\n`),
    });
    // The instances' cover job renders every cover in Chromium once per start: the steps measure the traffic, not it.
    const coverWait = Date.now();
    const coversDone = await waitForCoverJob(database.url, startedAt);
    log(
      coversDone
        ? `covers rendered (${Math.round((Date.now() - coverWait) / 1000)} s after the instances answered)`
        : "the cover job did not finish within 3 minutes: measuring beside it",
    );
    return {
      url: cluster.url,
      instances: cluster.instances.map(({ name, pid }) => ({ name, pid })),
      users,
      docx,
      logFile,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
