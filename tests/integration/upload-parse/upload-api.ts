// The upload routes as the tests drive them: multipart bodies built by hand (so a test controls the bytes, the field
// name and whether the body is chunked), and the task and stream calls of docs/product.md §7.
import { NextRequest } from "next/server";
import { POST as parseDocxRoute } from "@/app/api/parseDocx/route";
import { POST as parsePdfRoute } from "@/app/api/parsePdf/route";
import { POST as taskRoute } from "@/app/api/getResumeParseTaskId/route";
import { GET as streamRoute } from "@/app/api/parseResumeByStream/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { call, type ApiBody, type TestUser } from "@/tests/integration/resumes/helpers";
import { readEvents, type SseEvent } from "@/tests/integration/ai-creator/sse-events";

export const routes = { pdf: parsePdfRoute, docx: parseDocxRoute } as const;

type Upload = { filename?: string; field?: string; chunked?: boolean; contentType?: string; user?: TestUser };

export function multipart(bytes: Buffer, filename: string, field = "file"): { body: Buffer; boundary: string } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), boundary };
}

function chunkedStream(body: Buffer): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= body.length) return controller.close();
      controller.enqueue(new Uint8Array(body.subarray(at, at + 64 * 1024)));
      at += 64 * 1024;
    },
  });
}

export async function upload(
  kind: keyof typeof routes,
  bytes: Buffer,
  { filename = "resume.pdf", field = "file", chunked = false, contentType, user }: Upload,
): Promise<{ status: number; body: ApiBody }> {
  const { body, boundary } = multipart(bytes, filename, field);
  const headers: Record<string, string> = {
    "content-type": contentType ?? `multipart/form-data; boundary=${boundary}`,
  };
  if (user) headers.cookie = `x-cid=${user.token}`;
  const init = chunked
    ? { method: "POST", headers, body: chunkedStream(body), duplex: "half" as const }
    : { method: "POST", headers: { ...headers, "content-length": String(body.length) }, body: new Uint8Array(body) };
  const response = await routes[kind](
    new NextRequest(`http://localhost/api/${kind === "pdf" ? "parsePdf" : "parseDocx"}`, init),
  );
  return { status: response.status, body: (await response.json()) as ApiBody };
}

export function createTask(user: TestUser, body: unknown) {
  return call(taskRoute, { method: "POST", path: "/api/getResumeParseTaskId", user, body });
}

export async function streamTask(user: TestUser, taskId: string, locale: "en" | "zh" = "en"): Promise<SseEvent[]> {
  const query = new URLSearchParams({ taskId, aiProvider: "openai" });
  const response = await streamRoute(
    new NextRequest(`http://localhost/api/parseResumeByStream?${query}`, {
      headers: { cookie: `x-cid=${user.token}`, "x-locale": locale },
    }),
  );
  if (response.status !== 200) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
  return readEvents(response);
}

export async function healthStatus(): Promise<number> {
  return (await healthRoute(new NextRequest("http://localhost/api/health"))).status;
}
