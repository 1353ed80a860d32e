// A local stand-in for Cloudflare Turnstile's siteverify endpoint (POST form: secret, response, remoteip), answering
// as Cloudflare documents: tokens are single use; a wrong secret is "invalid-input-secret". This fake approves tokens
// that start with "pass-" and refuses any other. `mode` simulates an outage: "down" drops the connection, "garbage"
// answers 502 with an HTML page (what a failing proxy in front of Cloudflare sends).
import { createServer, type Server } from "node:http";
import { listenLocal } from "./listen-local";

export type SiteverifyCall = { secret: string | null; response: string | null; remoteip: string | null };
export type FakeTurnstile = {
  url: string;
  /** The secret this fake's site was given; any other is refused as invalid-input-secret. */
  secret: string;
  calls: SiteverifyCall[];
  mode: "up" | "down" | "garbage";
  close: () => Promise<void>;
};

export async function startFakeTurnstileServer(secret: string): Promise<FakeTurnstile> {
  const spent = new Set<string>();
  const fake: Omit<FakeTurnstile, "url" | "close"> = { secret, calls: [], mode: "up" };

  function answer(form: URLSearchParams): Record<string, unknown> {
    const call: SiteverifyCall = {
      secret: form.get("secret"),
      response: form.get("response"),
      remoteip: form.get("remoteip"),
    };
    fake.calls.push(call);
    if (call.secret !== fake.secret) return { success: false, "error-codes": ["invalid-input-secret"] };
    if (!call.response) return { success: false, "error-codes": ["missing-input-response"] };
    if (spent.has(call.response)) return { success: false, "error-codes": ["timeout-or-duplicate"] };
    spent.add(call.response);
    if (!call.response.startsWith("pass-")) return { success: false, "error-codes": ["invalid-input-response"] };
    return { success: true, challenge_ts: new Date().toISOString(), hostname: "localhost", "error-codes": [] };
  }

  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      if (fake.mode === "down") return void req.socket.destroy();
      if (fake.mode === "garbage") {
        res.writeHead(502, { "content-type": "text/html" });
        return void res.end("<html><body>Bad gateway</body></html>");
      }
      if (req.method !== "POST" || req.url !== "/turnstile/v0/siteverify") {
        res.writeHead(404);
        return void res.end();
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(answer(new URLSearchParams(raw))));
    });
  });
  const port = await listenLocal(server);
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
