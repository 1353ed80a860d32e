// A short-lived shared cache in front of Next for responses Next itself declares shareable: status 200 with
// `Cache-Control: s-maxage=…` (ISR and static pages) or `immutable` (hashed build assets). What it saves is Next's
// per-request work on those (routing, the proxy, the ISR cache read, ETag hashing and, above all, compressing the
// same bytes again on every request); it is what a CDN or nginx micro-cache does in production, kept here so that
// `npm start` alone serves a popular page at close to static-file speed (docs/benchmarks.md).
// Freshness: pages live `pageTtlMs` (default 1 s) on top of Next's own ISR window, which is minutes, so nothing a
// visitor sees becomes noticeably older; immutable assets live longer. Never cached: other methods, requests with a
// session cookie (a signed-in visitor may be redirected where a visitor is not), RSC and prefetch requests, ranges.
// One entry per scheme and host: behind a trusted proxy an https answer carries HSTS and upgrade-insecure-requests,
// which an http visitor must not get (nor the reverse), and a request with a made-up Host never answers another's.
import { requestScheme } from "./client-address.mjs";

const SKIP_REQUEST_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
  "range",
  "authorization",
];
const SHAREABLE = /\bs-maxage=\d+|\bimmutable\b/;
const NOT_SHAREABLE = /\b(private|no-store)\b/;
const PER_RESPONSE_HEADERS = new Set(["content-length", "transfer-encoding", "connection", "keep-alive", "date"]);

function isCacheableRequest(req, sessionCookie) {
  if (req.method !== "GET" || !req.url || req.url.startsWith("/api/")) return false;
  if (SKIP_REQUEST_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  const cookie = req.headers.cookie;
  return !cookie || !cookie.split(/;\s*/).some((pair) => pair.startsWith(`${sessionCookie}=`));
}

function keyOf(req, trustProxy) {
  const scheme = requestScheme(req.headers["x-forwarded-proto"], trustProxy);
  const host = trustProxy > 0 && req.headers["x-forwarded-host"] ? req.headers["x-forwarded-host"] : req.headers.host;
  // Next chooses the encoding from Accept-Encoding; browsers send one fixed value, so it is part of the key as is.
  const encoding = String(req.headers["accept-encoding"] ?? "")
    .replace(/\s+/g, "")
    .toLowerCase();
  return `${scheme}|${String(host ?? "").toLowerCase()}|${encoding}|${req.url}`;
}

function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return null;
  return Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === "string"
      ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
      : Buffer.from(chunk);
}

/**
 * `trustProxy`: TRUST_PROXY (proxy hops whose X-Forwarded-Proto and X-Forwarded-Host count; 0: none).
 * @param {{ pageTtlMs?: number, assetTtlMs?: number, maxEntries?: number, maxEntryBytes?: number, sessionCookie?: string, trustProxy?: number, now?: () => number }} [options]
 */
export function createPageCache(options = {}) {
  const {
    pageTtlMs = 1000,
    assetTtlMs = 600_000,
    maxEntries = 500,
    maxEntryBytes = 2_000_000,
    sessionCookie = "x-cid",
    trustProxy = 0,
    now = Date.now,
  } = options;
  /** @type {Map<string, { expires: number, headers: Record<string, string | string[] | number>, body: Buffer }>} */
  const entries = new Map();

  function store(key, headers, body) {
    const cacheControl = String(headers["cache-control"] ?? "");
    if (!SHAREABLE.test(cacheControl) || NOT_SHAREABLE.test(cacheControl) || body.length > maxEntryBytes) return;
    const ttl = /\bimmutable\b/.test(cacheControl) ? assetTtlMs : pageTtlMs;
    if (ttl <= 0) return;
    // Per-connection and per-response headers are written afresh when the entry is served.
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE_HEADERS.has(name)));
    entries.delete(key);
    entries.set(key, { expires: now() + ttl, headers: kept, body });
    // Oldest first: a Map keeps insertion order, and a stored entry is re-inserted.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
  }

  /** Answers from the cache when it can; returns whether it did. */
  function serve(req, res) {
    if (!isCacheableRequest(req, sessionCookie)) return false;
    const key = keyOf(req, trustProxy);
    const entry = entries.get(key);
    if (!entry) return false;
    if (entry.expires <= now()) {
      entries.delete(key);
      return false;
    }
    const etag = entry.headers.etag;
    if (etag && req.headers["if-none-match"] === etag) {
      const { "cache-control": cacheControl, vary } = entry.headers;
      res.writeHead(304, { etag, "cache-control": cacheControl, ...(vary !== undefined && { vary }) });
      res.end();
      return true;
    }
    res.writeHead(200, { ...entry.headers, "content-length": entry.body.length, "x-page-cache": "HIT" });
    res.end(entry.body);
    return true;
  }

  /** Records what Next writes to `res` (after its compression) and stores it once complete, if shareable. */
  function capture(req, res) {
    if (!isCacheableRequest(req, sessionCookie)) return;
    const key = keyOf(req, trustProxy);
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    let headersUnknown = false;
    const collect = (chunk, encoding) => {
      const buffer = toBuffer(chunk, encoding);
      if (!buffer || tooLarge) return;
      size += buffer.length;
      if (size > maxEntryBytes) tooLarge = true;
      else chunks.push(buffer);
    };
    const { writeHead, write, end } = res;
    // Headers passed to writeHead are not kept by Node where getHeaders() sees them: move an object's into
    // setHeader first; a raw array (never seen from Next) makes the response uncacheable rather than half-known.
    res.writeHead = function patchedWriteHead(status, ...rest) {
      const argument = rest.find((value) => value && typeof value === "object");
      if (Array.isArray(argument)) headersUnknown = true;
      else if (argument && !this.headersSent) {
        for (const [name, value] of Object.entries(argument)) if (value !== undefined) this.setHeader(name, value);
        return writeHead.call(this, status, ...rest.filter((value) => value !== argument));
      }
      return writeHead.call(this, status, ...rest);
    };
    res.write = function patchedWrite(chunk, encoding, callback) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function patchedEnd(chunk, encoding, callback) {
      collect(chunk, encoding);
      if (res.statusCode === 200 && !tooLarge && !headersUnknown) store(key, res.getHeaders(), Buffer.concat(chunks));
      return end.call(this, chunk, encoding, callback);
    };
  }

  return {
    serve,
    capture,
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
