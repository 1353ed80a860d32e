// The production server process itself (scripts/serve.mjs) over real sockets: who the client is (the socket, not
// X-Forwarded-For), what /dev/outbox shows to whom, how much of a request body it reads, and that its Chromium dies
// with it. A second server runs here from the same build and database as the suite's, listening on every interface
// (HOST=0.0.0.0) so that a client can reach it from a non-loopback address of this machine.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { disconnectTestDb } from "./support/db";
import { sessionToken } from "./support/session";
import { seedUser } from "./support/users";

test.describe.configure({ mode: "serial" });

const MiB = 1024 * 1024;
let server: ChildProcess;
let port = 0;
let dataDir = "";
const chromiumPids: number[] = [];

/** An IPv4 address of this machine that is not loopback: requests to it arrive from it, a non-loopback client. */
function lanAddress(): string {
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal);
  if (!address) throw new Error("this machine needs a non-loopback IPv4 address for these tests");
  return address.address;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

const isRunning = (pid: number): boolean => {
  try {
    // A zombie (dead, not yet reaped by its new parent) counts as gone.
    return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return false;
  }
};

/** Every live process below `pid` (Chromium, its zygotes and renderers). */
function descendants(pid: number): { pid: number; name: string }[] {
  const children = new Map<number, { pid: number; name: string }[]>();
  for (const entry of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), { pid: Number(entry), name }]);
    } catch {
      // gone meanwhile
    }
  }
  const found: { pid: number; name: string }[] = [];
  const walk = (parent: number) =>
    (children.get(parent) ?? []).forEach((child) => (found.push(child), walk(child.pid)));
  walk(pid);
  return found;
}

const rssBytes = (pid: number): number =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;

type Answer = { status: number; body: string };

/** A plain HTTP request to the second server at `host` (the address the client connects to). */
function send(host: string, pathName: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port, path: pathName, headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test.beforeAll(async () => {
  port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rb-server-process-"));
  server = spawn(process.execPath, [path.resolve("scripts/serve.mjs")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "0.0.0.0",
      PORT: String(port),
      TRUST_PROXY: "0",
      APP_URL: `http://127.0.0.1:${port}`,
      NEXT_DIST_DIR: process.env.PW_DIST_DIR ?? ".next-e2e",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("[server] ready")) resolve();
    });
    server.once("exit", (code) => reject(new Error(`the second server exited (${code}): ${output}`)));
  });
});

test.afterAll(async () => {
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  // Only if the test failed: do not leave its Chromium behind.
  for (const pid of chromiumPids) if (isRunning(pid)) process.kill(pid, "SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
  await disconnectTestDb();
});

test("/dev/outbox: a remote client claiming loopback in X-Forwarded-For gets 404; the local try-out still reads it", async ({
  request,
}) => {
  const spoofed = await send(lanAddress(), "/dev/outbox", {
    Host: "localhost",
    "X-Forwarded-For": "127.0.0.1",
    "X-Real-IP": "127.0.0.1",
  });
  expect(spoofed.status).toBe(404);
  // A server listening on every interface shows it to nobody (unless DEV_OUTBOX=true), this machine included.
  expect((await send("127.0.0.1", "/dev/outbox", { Host: "localhost" })).status).toBe(404);
  // The suite's server listens on loopback (HOST's default) and trusts no proxy: a browser there reads it...
  expect((await request.get("/dev/outbox")).status()).toBe(200);
  // ...but not a request that came through a proxy on this machine (its socket is loopback too), which the forwarding
  // headers it adds give away (issue 20 item 18).
  const proxied = await request.get("/dev/outbox", { headers: { "X-Forwarded-For": "203.0.113.5" } });
  expect(proxied.status()).toBe(404);
});

test("per-address rate limits: a fresh X-Forwarded-For per request does not buy a fresh allowance", async () => {
  const host = lanAddress();
  const statuses: number[] = [];
  // GET /api/altcha allows 60 challenges a minute per address.
  for (let i = 0; i < 62; i += 1) {
    const fake = `198.51.100.${(i % 250) + 1}`;
    statuses.push(
      (
        await send(host, "/api/altcha", {
          "X-Forwarded-For": fake,
          "X-Real-IP": fake,
          "X-ResumeCraft-Client-Address": fake,
        })
      ).status,
    );
  }
  expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
  expect(statuses.slice(60)).toEqual([429, 429]);
});

test("a 100 MiB chunked upload is answered 413 at once, without the server holding the body", async () => {
  const user = await seedUser("regular");
  const token = await sessionToken(user);
  const before = rssBytes(server.pid!);
  const chunk = Buffer.alloc(256 * 1024, 0x61);
  const started = Date.now();
  const answer = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({
      host: "127.0.0.1",
      port,
      path: "/api/upload",
      method: "POST",
      headers: {
        "Content-Type": "multipart/form-data; boundary=b",
        "Transfer-Encoding": "chunked",
        Cookie: `x-cid=${token}`,
        Origin: `http://127.0.0.1:${port}`,
      },
    });
    req.on("response", (res) => {
      answered = true;
      res.resume();
      resolve({ status: res.statusCode ?? 0, sent });
      req.destroy();
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    req.write(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
    );
    const pump = () => {
      while (!answered && sent < 100 * MiB) {
        sent += chunk.byteLength;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
  expect(answer.status).toBe(413);
  expect(Date.now() - started).toBeLessThan(10_000);
  // The server stopped reading long before the end; what it took in is not held either.
  expect(answer.sent).toBeLessThan(50 * MiB);
  expect(rssBytes(server.pid!) - before).toBeLessThan(40 * MiB);
});

test("killing the server (SIGKILL) takes its Chromium with it", async () => {
  const cover = await send("127.0.0.1", "/api/covers/templates/TemplateModern.png");
  expect(cover.status).toBe(200);
  const browser = descendants(server.pid!).filter((child) => /chrom/i.test(child.name));
  expect(browser.length).toBeGreaterThan(0);
  chromiumPids.push(...browser.map((child) => child.pid));
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGKILL");
  await exited;
  await expect.poll(() => chromiumPids.filter(isRunning), { timeout: 10_000 }).toEqual([]);
});
