// A local stand-in for an S3-compatible bucket (path-style: /<bucket>/<key>), enough for lib/server/storage/s3-storage.ts
// through the real AWS SDK: PUT, GET, HEAD and DELETE of an object, ListObjectsV2 (paged) and DeleteObjects.
// Writes and listings must carry a SigV4 Authorization header for the expected access key (presence and key only:
// the signature itself is not recomputed). Reads without one are allowed, like a public bucket behind a CDN.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { listenLocal } from "./listen-local";

export type StoredObject = { body: Buffer; contentType?: string; cacheControl?: string };
export type S3Request = { method: string; path: string; query: URLSearchParams; signed: boolean };
export type FakeS3 = {
  endpoint: string;
  bucket: string;
  objects: Map<string, StoredObject>;
  requests: S3Request[];
  /** Keys per ListObjectsV2 page (S3's is 1,000); small values exercise paging. */
  pageSize: number;
  /** When set, every signed request is refused with this S3 error (e.g. a revoked key: 403 AccessDenied). */
  refuseWith: { status: number; code: string } | null;
  close: () => Promise<void>;
};

const xmlEscape = (text: string): string => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const xmlUnescape = (text: string): string =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** aws-chunked bodies (streaming uploads with trailing checksums): "<hex size>[;ext]\r\n<data>\r\n" … "0\r\n<trailers>". */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", offset);
    const size = parseInt(raw.subarray(offset, lineEnd).toString("latin1").split(";")[0] ?? "0", 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

function sendXml(res: ServerResponse, status: number, xml: string): void {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

const s3Error = (res: ServerResponse, status: number, code: string): void =>
  sendXml(res, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);

export async function startFakeS3Server(options: { bucket: string; accessKeyId: string }): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const requests: S3Request[] = [];
  const fake: Omit<FakeS3, "endpoint" | "close"> = {
    bucket: options.bucket,
    objects,
    requests,
    pageSize: 1000,
    refuseWith: null,
  };

  function list(res: ServerResponse, query: URLSearchParams): void {
    const prefix = query.get("prefix") ?? "";
    const after = query.get("continuation-token") ?? query.get("start-after") ?? "";
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, Math.min(fake.pageSize, Number(query.get("max-keys") ?? 1000)));
    const truncated = keys.length > page.length;
    const contents = page
      .map(
        (key) => `<Contents><Key>${xmlEscape(key)}</Key><Size>${objects.get(key)?.body.length ?? 0}</Size></Contents>`,
      )
      .join("");
    const next = truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1) ?? "")}</NextContinuationToken>` : "";
    sendXml(
      res,
      200,
      `<ListBucketResult><Name>${fake.bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>${next}${contents}</ListBucketResult>`,
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake-s3");
    const method = req.method ?? "GET";
    const authorization = req.headers.authorization ?? "";
    const signed =
      authorization.startsWith("AWS4-HMAC-SHA256 ") &&
      Boolean(req.headers["x-amz-date"]) &&
      Boolean(req.headers["x-amz-content-sha256"]);
    requests.push({ method, path: url.pathname, query: url.searchParams, signed });
    const [, bucket = "", ...keyParts] = url.pathname.split("/");
    const key = keyParts.map(decodeURIComponent).join("/");
    if (bucket !== fake.bucket) return s3Error(res, 404, "NoSuchBucket");

    const isPublicRead = (method === "GET" || method === "HEAD") && key !== "";
    if (!isPublicRead) {
      if (!signed) return s3Error(res, 403, "AccessDenied");
      if (!authorization.includes(`Credential=${options.accessKeyId}/`)) return s3Error(res, 403, "InvalidAccessKeyId");
      if (fake.refuseWith) return s3Error(res, fake.refuseWith.status, fake.refuseWith.code);
    }

    if (key === "") {
      if (method === "GET" && url.searchParams.get("list-type") === "2") return list(res, url.searchParams);
      if (method === "POST" && url.searchParams.has("delete")) {
        const xml = (await readBody(req)).toString("utf8");
        const deleted = [...xml.matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((match) => xmlUnescape(match[1] ?? ""));
        for (const gone of deleted) objects.delete(gone);
        return sendXml(
          res,
          200,
          `<DeleteResult>${deleted.map((gone) => `<Deleted><Key>${xmlEscape(gone)}</Key></Deleted>`).join("")}</DeleteResult>`,
        );
      }
      return s3Error(res, 400, "NotImplemented");
    }

    if (method === "PUT") {
      const raw = await readBody(req);
      const chunked =
        String(req.headers["content-encoding"] ?? "").includes("aws-chunked") ||
        String(req.headers["x-amz-content-sha256"]).startsWith("STREAMING-");
      objects.set(key, {
        body: chunked ? decodeAwsChunked(raw) : raw,
        contentType: req.headers["content-type"],
        cacheControl: req.headers["cache-control"],
      });
      res.writeHead(200, { etag: `"${objects.size}"` });
      return void res.end();
    }
    if (method === "DELETE") {
      objects.delete(key);
      res.writeHead(204);
      return void res.end();
    }
    const object = objects.get(key);
    if (!object) return method === "HEAD" ? void res.writeHead(404).end() : s3Error(res, 404, "NoSuchKey");
    res.writeHead(200, {
      "content-type": object.contentType ?? "application/octet-stream",
      "content-length": object.body.length,
      ...(object.cacheControl && { "cache-control": object.cacheControl }),
    });
    res.end(method === "HEAD" ? undefined : object.body);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => s3Error(res, 500, "InternalError"));
  });
  const port = await listenLocal(server);
  return Object.assign(fake, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
