// The embedded database asks for its password (issue 20 item 14): scripts/lib/embedded-db.mjs runs PGlite behind
// scripts/lib/pg-password-gate.mjs, in a child process as the launcher does. A real `pg` client with the URL it hands
// out connects and queries; a wrong password, the old fixed postgres:postgres, no password at all, and a raw client
// that skips authentication and sends a query are all refused with PostgreSQL's 28P01 and never reach the database.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Client } from "pg";

const root = path.resolve(__dirname, "../../..");
let holder: ChildProcess;
let url: URL;

beforeAll(async () => {
  holder = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const m = await import(${JSON.stringify(path.join(root, "scripts/lib/embedded-db.mjs"))});
       const db = await m.startEmbeddedDb({ dataDir: "memory://", password: "right-password" });
       console.log(db.url);
       process.on("SIGTERM", async () => { await db.stop(); process.exit(0); });`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const line = await new Promise<string>((resolve) => {
    let text = "";
    holder.stdout!.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(text.trim());
    });
  });
  url = new URL(line);
}, 60_000);

afterAll(async () => {
  const exited = new Promise((resolve) => holder.once("exit", resolve));
  holder.kill("SIGTERM");
  await exited;
});

function withPassword(password: string | null): string {
  const other = new URL(url);
  other.password = password ?? "";
  return other.toString();
}

async function query(connectionString: string): Promise<unknown> {
  const client = new Client({ connectionString });
  try {
    await client.connect();
    return (await client.query("select 1 + 1 as two")).rows[0];
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A client that ignores the authentication request and sends a query straight after its startup message. */
function rawQueryWithoutPassword(): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const parameters = Buffer.from("user\0postgres\0database\0postgres\0\0");
    const startup = Buffer.alloc(8 + parameters.length);
    startup.writeInt32BE(startup.length, 0);
    startup.writeInt32BE(196608, 4);
    parameters.copy(startup, 8);
    const sql = Buffer.from("select 'leaked' as secret\0");
    const queryMessage = Buffer.alloc(5 + sql.length);
    queryMessage.write("Q", 0, "latin1");
    queryMessage.writeInt32BE(4 + sql.length, 1);
    sql.copy(queryMessage, 5);
    let received = Buffer.alloc(0);
    socket.on("data", (chunk) => (received = Buffer.concat([received, chunk])));
    socket.on("error", reject);
    socket.on("close", () => resolve(received.toString("latin1")));
    socket.write(Buffer.concat([startup, queryMessage]));
  });
}

describe("embedded database password", () => {
  it("hands out a URL with its password, with which a pg client connects and queries", async () => {
    expect(decodeURIComponent(url.password)).toBe("right-password");
    expect(url.hostname).toBe("127.0.0.1");
    await expect(query(url.toString())).resolves.toEqual({ two: 2 });
    // Several connections one after another, as the app's pool and the migrator make them.
    await expect(Promise.all([query(url.toString()), query(url.toString())])).resolves.toHaveLength(2);
  });

  it("refuses a wrong password and the old fixed one with PostgreSQL's 28P01", async () => {
    for (const password of ["wrong-password", "postgres", "right-passwor"]) {
      await expect(query(withPassword(password))).rejects.toMatchObject({
        code: "28P01",
        message: 'password authentication failed for user "postgres"',
      });
    }
  });

  it("refuses a client without a password, and a query sent without authenticating never runs", async () => {
    await expect(query(withPassword(null))).rejects.toThrow(/password/);
    const answer = await rawQueryWithoutPassword();
    // The gate asked for SCRAM-SHA-256, then refused: no row, no ReadyForQuery from the database.
    expect(answer).toContain("SCRAM-SHA-256");
    expect(answer).toContain("28P01");
    expect(answer).not.toContain("leaked");
    expect(answer).not.toContain("ReadyForQuery");
    expect(answer).not.toMatch(/Z\0\0\0\x05I/);
    // Still serving the right password afterwards.
    await expect(query(url.toString())).resolves.toEqual({ two: 2 });
  });
});
