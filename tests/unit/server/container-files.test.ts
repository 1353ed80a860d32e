// The container files (issue 23 item 5), checked without a container engine (none runs where they were written):
// compose.yaml lists every setting of lib/server/env.ts and nothing else for the app, its defaults are a valid
// configuration wired to the other services, its required secrets stop `docker compose` when unset; the Dockerfile
// copies only what exists and .dockerignore lets through, runs as a non-root user with telemetry off and a health
// check, and starts the launcher.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { parse } from "yaml";
import { parseEnv, ZEnv } from "@/lib/server/env";

const root = path.resolve(__dirname, "../../..");
const read = (name: string) => fs.readFileSync(path.join(root, name), "utf8");

type Service = {
  image?: string;
  environment?: Record<string, string | number | boolean>;
  volumes?: string[];
  build?: { args?: Record<string, string> };
  depends_on?: Record<string, { condition: string }>;
};
const compose = parse(read("compose.yaml")) as { services: Record<string, Service> };
const app = compose.services.app as Required<Pick<Service, "environment" | "volumes">> & Service;

/** Names only this file uses (the database's password, the browser's token, the host port), not app settings. */
const COMPOSE_ONLY = ["POSTGRES_PASSWORD", "BROWSER_TOKEN", "APP_PORT"];
/** The launcher sets NODE_ENV for the command it runs (scripts/start.mjs). */
const SET_BY_LAUNCHER = ["NODE_ENV"];

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?message} (which fails when unset). */
function interpolate(value: string, given: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?:(:?)([-?])([^}]*))?\}/g, (_all, name: string, colon, kind, rest: string) => {
    const set = given[name];
    const missing = set === undefined || (colon === ":" && set === "");
    if (!missing) return set;
    if (kind === "?") throw new Error(rest || `${name} is required`);
    return kind === "-" ? rest : "";
  });
}

const resolvedAppEnv = (given: Record<string, string>) =>
  Object.fromEntries(Object.entries(app.environment).map(([name, value]) => [name, interpolate(String(value), given)]));

const secrets = { POSTGRES_PASSWORD: "dbpassword1", AUTH_SECRET: "a".repeat(48), BROWSER_TOKEN: "browsertoken1" };

describe("compose.yaml", () => {
  it("lists every setting of lib/server/env.ts for the app, and no name it does not read", () => {
    const settings = Object.keys(ZEnv.shape).filter((name) => !SET_BY_LAUNCHER.includes(name));
    expect(Object.keys(app.environment).sort()).toEqual(settings.sort());
  });

  it("interpolates only app settings and its own few names (a misspelt name would be silently empty)", () => {
    const names = [...read("compose.yaml").matchAll(/\$\{([A-Z0-9_]+)/g)].map((match) => match[1] ?? "");
    const known = new Set([...Object.keys(ZEnv.shape), ...COMPOSE_ONLY]);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });

  it("with only the required secrets set, its defaults are a valid configuration wired to the other services", () => {
    const env = parseEnv(resolvedAppEnv(secrets));
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe("postgresql://resumecraft:dbpassword1@db:5432/resumecraft");
    expect(env.REDIS_URL).toBe("redis://redis:6379");
    expect(env.PDF_BROWSER_WS_ENDPOINT).toBe("ws://browser:3000?token=browsertoken1");
    expect(env.AUTH_SECRET).toBe(secrets.AUTH_SECRET);
    // The image without Chromium: PDFs go to the pool, and no local browser path is named.
    expect(app.build?.args?.WITH_CHROMIUM).toBe("");
    expect(env.CHROMIUM_PATH).toBeUndefined();
    expect(env.PAYMENTS_SANDBOX).toBe(false);
    expect(env.DEV_OUTBOX).toBe(false);
    expect(env.PAGE_CACHE_TTL_MS).toBe(1000);
    expect(app.volumes).toContain(`app-data:${env.DATA_DIR}`);
  });

  it("refuses to start without each required secret", () => {
    for (const name of Object.keys(secrets)) {
      const given: Record<string, string> = { ...secrets };
      delete given[name];
      expect(() => resolvedAppEnv(given)).toThrow(`set ${name} in .env`);
    }
  });

  it("runs PostgreSQL 15, Redis 7 and a browser pool, the app starting after the database and Redis are healthy", () => {
    const { db, redis, browser } = compose.services;
    expect(db?.image).toMatch(/^postgres:15\b/);
    expect(redis?.image).toMatch(/^redis:7\b/);
    expect(browser?.image).toMatch(/^ghcr\.io\/browserless\/chromium:/);
    expect(interpolate(String(browser?.environment?.TOKEN), secrets)).toBe(secrets.BROWSER_TOKEN);
    expect(app.depends_on).toMatchObject({
      db: { condition: "service_healthy" },
      redis: { condition: "service_healthy" },
    });
  });
});

/** .dockerignore's patterns as they apply to a path of the build context (the simple forms the file uses). */
function isIgnored(file: string): boolean {
  const rules = read(".dockerignore")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  let ignored = false;
  for (const rule of rules) {
    const negate = rule.startsWith("!");
    const pattern = negate ? rule.slice(1) : rule;
    const regex = new RegExp(`^${pattern.replace(/[.+^$()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}(/.*)?$`);
    if (regex.test(file)) ignored = !negate;
  }
  return ignored;
}

const dockerfile = read("Dockerfile").replace(/\\\n/g, " ");
const instructions = dockerfile
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));
const stages = instructions.reduce<string[][]>((all, line) => {
  if (line.startsWith("FROM ")) all.push([line]);
  else all.at(-1)?.push(line);
  return all;
}, []);
const finalStage = stages.at(-1) ?? [];

describe("Dockerfile", () => {
  it("copies from the build context only files that exist and .dockerignore lets through", () => {
    const sources = instructions
      .filter((line) => line.startsWith("COPY ") && !line.includes("--from="))
      .flatMap((line) =>
        line
          .split(/\s+/)
          .slice(1, -1)
          .filter((word) => !word.startsWith("--")),
      );
    expect(sources).toEqual(expect.arrayContaining(["package.json", "package-lock.json", "."]));
    for (const source of sources.filter((name) => name !== ".")) {
      expect(fs.existsSync(path.join(root, source))).toBe(true);
      expect(isIgnored(source)).toBe(false);
    }
  });

  it("sends the build what it needs and never local data, secrets or installed output", () => {
    for (const needed of ["package.json", "package-lock.json", "scripts/start.mjs", "prisma/schema.prisma", "app"])
      expect(isIgnored(needed)).toBe(false);
    expect(isIgnored(".env.example")).toBe(false);
    for (const kept of [".env", ".env.local", ".data", "node_modules", ".next", ".git", "generated"])
      expect(isIgnored(kept)).toBe(true);
  });

  it("copies into the runtime only what the build stage made", () => {
    const build = stages.find((stage) => / AS build$/.test(stage[0] ?? "")) ?? [];
    expect(build.join("\n")).toContain("mv .next /dist/.next");
    const fromBuild = finalStage.filter((line) => line.includes("--from=build"));
    expect(fromBuild).toEqual([
      "COPY --from=build /app /app",
      "COPY --from=build --chown=node:node /dist/.next /app/.next",
    ]);
  });

  it("runs the launcher as a non-root user on node 20 slim, telemetry off, with a health check", () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    expect(finalStage[0]).toBe("FROM ${NODE_IMAGE} AS runtime");
    expect(finalStage).toContain("USER node");
    expect(finalStage.join("\n")).toMatch(/ENV NODE_ENV=production\s+NEXT_TELEMETRY_DISABLED=1/);
    expect(finalStage.find((line) => line.startsWith("HEALTHCHECK"))).toContain("/api/health");
    expect(finalStage.at(-1)).toBe('CMD ["node", "scripts/start.mjs", "start"]');
    expect(fs.existsSync(path.join(root, "scripts/start.mjs"))).toBe(true);
  });

  it("installs Chromium and CJK fonts only in the variant that prints PDFs itself", () => {
    expect(finalStage).toContain("ARG WITH_CHROMIUM=1");
    expect(dockerfile).toMatch(/1\) apt-get install -y --no-install-recommends chromium fonts-noto-cjk ;;/);
    expect(dockerfile).toContain("CHROMIUM_PATH=${WITH_CHROMIUM:+/usr/bin/chromium}");
  });
});
