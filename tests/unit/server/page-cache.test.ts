// The page cache in front of Next (scripts/lib/page-cache.mjs), over real HTTP: a stand-in for Next's handler
// answers like Next does (headers set one by one, a gzip body written in chunks), and counts what reaches it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { createPageCache, type PageCache } from "../../../scripts/lib/page-cache.mjs";

type Route = { status: number; cacheControl: string; body: string; viaWriteHead?: boolean };

const routes: Record<string, Route> = {
  "/templates": {
    status: 200,
    cacheControl: "s-maxage=300, stale-while-revalidate=31535700",
    body: "<html>templates</html>".repeat(200),
  },
  "/signin": {
    status: 200,
    cacheControl: "private, no-cache, no-store, max-age=0, must-revalidate",
    body: "<html>sign in</html>",
  },
  "/_next/static/chunks/a.js": {
    status: 200,
    cacheControl: "public, max-age=31536000, immutable",
    body: "console.log(1);".repeat(100),
  },
  "/missing": { status: 404, cacheControl: "s-maxage=300", body: "not found" },
  "/head": { status: 200, cacheControl: "s-maxage=60", body: "via writeHead", viaWriteHead: true },
};

let clock = 0;
let cache: PageCache;
let server: http.Server;
let base = "";
const hits: string[] = [];

function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  hits.push(req.url ?? "");
  const route = routes[req.url ?? ""] ?? routes["/missing"]!;
  const body = gzipSync(Buffer.from(`${route.body}#${hits.length}`));
  const headers: Record<string, string> = {
    "content-type": "text/html",
    "cache-control": route.cacheControl,
    "content-encoding": "gzip",
    etag: `"e${hits.length}"`,
  };
  // As the app does behind a trusted proxy (lib/server/security/is-https-request.ts): HSTS only on an https answer.
  if (req.headers["x-forwarded-proto"] === "https") headers["strict-transport-security"] = "max-age=31536000";
  if (route.viaWriteHead) res.writeHead(route.status, headers);
  else {
    res.statusCode = route.status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  }
  res.write(body.subarray(0, 10));
  res.end(body.subarray(10));
}

beforeEach(async () => {
  clock = 1_000;
  hits.length = 0;
  cache = createPageCache({ pageTtlMs: 1000, assetTtlMs: 60_000, now: () => clock });
  server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers: { "accept-encoding": "gzip", ...headers } });
  return {
    status: response.status,
    headers: response.headers,
    text: response.status === 200 ? await response.text() : "",
  };
}

describe("page cache", () => {
  it("answers a shareable page from memory until its short TTL ends, byte for byte, with its size", async () => {
    const first = await get("/templates");
    const second = await get("/templates");
    expect(hits).toEqual(["/templates"]);
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(first.headers.get("x-page-cache")).toBeNull();
    expect(second.text).toBe(first.text);
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    // fetch decoded the gzip body; the stored bytes are Next's compressed output.
    expect(Number(second.headers.get("content-length"))).toBe(
      gzipSync(Buffer.from(`${routes["/templates"]!.body}#1`)).length,
    );

    clock += 1001;
    await get("/templates");
    expect(hits).toEqual(["/templates", "/templates"]);
  });

  it("keeps immutable assets longer, and answers a matching If-None-Match with 304", async () => {
    const first = await get("/_next/static/chunks/a.js");
    clock += 30_000;
    expect((await get("/_next/static/chunks/a.js")).headers.get("x-page-cache")).toBe("HIT");
    const conditional = await get("/_next/static/chunks/a.js", { "if-none-match": first.headers.get("etag")! });
    expect(conditional.status).toBe(304);
    expect(conditional.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(conditional.headers.get("vary")).toBeNull();
    expect(hits).toEqual(["/_next/static/chunks/a.js"]);
  });

  it("never stores private pages, errors, or pages for a signed-in visitor, RSC or ranged requests", async () => {
    await get("/signin");
    await get("/signin");
    await get("/missing");
    await get("/missing");
    await get("/templates", { cookie: "NEXT_LOCALE=en; x-cid=token" });
    await get("/templates", { cookie: "x-cid=token" });
    await get("/templates", { rsc: "1" });
    await get("/templates", { range: "bytes=0-10" });
    expect(hits).toEqual([
      "/signin",
      "/signin",
      "/missing",
      "/missing",
      "/templates",
      "/templates",
      "/templates",
      "/templates",
    ]);
    expect(cache.size).toBe(0);
    // A visitor's request still stores and is served; the signed-in one after it still goes to Next.
    await get("/templates", { cookie: "NEXT_LOCALE=en" });
    expect((await get("/templates")).headers.get("x-page-cache")).toBe("HIT");
    expect((await get("/templates", { cookie: "x-cid=token" })).headers.get("x-page-cache")).toBeNull();
  });

  it("keys by Accept-Encoding, and keeps headers passed to writeHead", async () => {
    await get("/head", { "accept-encoding": "gzip" });
    const other = await get("/head", { "accept-encoding": "br, gzip" });
    expect(other.headers.get("x-page-cache")).toBeNull();
    const cached = await get("/head", { "accept-encoding": "gzip" });
    expect(cached.headers.get("x-page-cache")).toBe("HIT");
    expect(cached.headers.get("content-encoding")).toBe("gzip");
    expect(cached.headers.get("cache-control")).toBe("s-maxage=60");
    expect(cached.text).toBe("via writeHead#1");
  });

  it("behind a trusted proxy, never serves an https answer to an http visitor nor the reverse (issue 20 item 18)", async () => {
    cache = createPageCache({ pageTtlMs: 1000, trustProxy: 1, now: () => clock });
    const https = await get("/templates", { "x-forwarded-proto": "https" });
    expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000");
    const http = await get("/templates", { "x-forwarded-proto": "http" });
    expect(http.headers.get("x-page-cache")).toBeNull();
    expect(http.headers.get("strict-transport-security")).toBeNull();
    // Each scheme is then served from its own entry.
    const httpAgain = await get("/templates", { "x-forwarded-proto": "http" });
    expect(httpAgain.headers.get("x-page-cache")).toBe("HIT");
    expect(httpAgain.headers.get("strict-transport-security")).toBeNull();
    const httpsAgain = await get("/templates", { "x-forwarded-proto": "https" });
    expect(httpsAgain.headers.get("x-page-cache")).toBe("HIT");
    expect(httpsAgain.headers.get("strict-transport-security")).toBe("max-age=31536000");
    // Of two proxies' values the trusted (right-most) one counts: a client's own "https" in front changes nothing.
    expect((await get("/templates", { "x-forwarded-proto": "https, http" })).text).toBe(httpAgain.text);
    expect(hits).toEqual(["/templates", "/templates"]);
  });

  it("keys by Host: a request with a made-up Host never answers, nor is answered from, the real host's entry", async () => {
    await get("/templates");
    // fetch will not send another Host: a plain request does.
    const spoofedCache = await new Promise<string | undefined>((resolve, reject) =>
      http
        .get(`${base}/templates`, { headers: { "accept-encoding": "gzip", host: "evil.test" } }, (response) => {
          response.resume();
          resolve(response.headers["x-page-cache"] as string | undefined);
        })
        .on("error", reject),
    );
    expect(spoofedCache).toBeUndefined();
    expect((await get("/templates")).headers.get("x-page-cache")).toBe("HIT");
    expect(hits).toEqual(["/templates", "/templates"]);
  });

  it("is off with a TTL of 0 for pages", async () => {
    cache = createPageCache({ pageTtlMs: 0, now: () => clock });
    await get("/templates");
    await get("/templates");
    expect(hits).toEqual(["/templates", "/templates"]);
  });
});
