// A local stand-in for an HTTP SMS gateway: records what it receives and answers like one.
import { createServer, type Server } from "node:http";
import { listenLocal } from "./listen-local";

export type FakeSms = {
  url: string;
  received: { authorization?: string; body: unknown }[];
  status: number;
  close: () => Promise<void>;
};

export async function startFakeSmsServer(): Promise<FakeSms> {
  const fake: Omit<FakeSms, "url" | "close"> = { received: [], status: 200 };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      fake.received.push({ authorization: req.headers.authorization, body: JSON.parse(raw || "null") as unknown });
      res.writeHead(fake.status, { "content-type": "application/json" });
      res.end(JSON.stringify(fake.status === 200 ? { ok: true, id: `sms-${fake.received.length}` } : { ok: false }));
    });
  });
  const port = await listenLocal(server);
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/send`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
