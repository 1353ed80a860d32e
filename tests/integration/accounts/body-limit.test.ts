// Every request body is read through one size-capped reader (lib/server/api/read-body.ts): a chunked body (no
// Content-Length) far past the limit is answered 413 after the first bytes over the limit, never read to its end.
// The stream below counts what the server pulled from it: before the cap, /api/upload read all of it.
import { afterAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/api/client-address";
import { POST as nextAuth } from "@/app/api/auth/[...nextauth]/route";
import { POST as upload } from "@/app/api/upload/route";
import { POST as uploadR2 } from "@/app/api/uploadR2/route";
import { POST as signIn } from "@/app/api/signin/route";
import { getDb } from "@/lib/server/db";
import { signUpVerified } from "./flows";
import { freshIp } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

const MiB = 1024 * 1024;

/** A chunked body of `total` bytes, produced only as the reader pulls; `pulled()` says how much it took. */
function countingBody(total: number, head = "") {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head) controller.enqueue(new TextEncoder().encode(head));
    },
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

async function send(handler: typeof upload, url: string, headers: Record<string, string>, total: number, head = "") {
  const body = countingBody(total, head);
  const started = performance.now();
  const response = await handler(
    new NextRequest(`http://localhost${url}`, {
      method: "POST",
      body: body.stream,
      duplex: "half",
      headers: { [CLIENT_ADDRESS_HEADER]: freshIp(), ...headers },
    }),
  );
  return {
    response,
    json: (await response.json()) as { code: number; message?: string },
    pulled: body.pulled(),
    ms: performance.now() - started,
  };
}

describe("request body size cap", () => {
  it("answers a 200 MiB chunked upload 413 having read only about the limit", async () => {
    const me = await signUpVerified("body-cap");
    const head =
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
    for (const [handler, url] of [
      [upload, "/api/upload"],
      [uploadR2, "/api/uploadR2"],
    ] as const) {
      const sent = await send(
        handler,
        url,
        { cookie: `x-cid=${me.token}`, "content-type": "multipart/form-data; boundary=b" },
        200 * MiB,
        head,
      );
      expect(sent.response.status).toBe(413);
      expect(sent.json).toMatchObject({ code: 600002, message: "Uploaded image size cannot exceed 1Mb" });
      expect(sent.pulled).toBeLessThan(2 * MiB);
      expect(sent.ms).toBeLessThan(5_000);
    }
  });

  it("still takes a form under the limit", async () => {
    const me = await signUpVerified("body-cap-ok");
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array([1, 2, 3])]), "a.png");
    const response = await upload(
      new NextRequest("http://localhost/api/upload", {
        method: "POST",
        body: form,
        headers: { [CLIENT_ADDRESS_HEADER]: freshIp(), cookie: `x-cid=${me.token}` },
      }),
    );
    // Read and parsed: the three bytes reach the image check, which refuses them as not an image.
    expect((await response.json()).code).toBe(600001);
  });

  it("caps the bodies next-auth reads itself (its sign-in and sign-out posts)", async () => {
    const body = countingBody(200 * MiB, "csrfToken=");
    const response = await nextAuth(
      new NextRequest("http://localhost/api/auth/signout", {
        method: "POST",
        body: body.stream,
        duplex: "half",
        headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_ADDRESS_HEADER]: freshIp() },
      }),
      { params: Promise.resolve({ nextauth: ["signout"] }) },
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(2 * MiB);
  });

  it("caps JSON bodies the same way", async () => {
    const sent = await send(signIn, "/api/signin", { "content-type": "application/json" }, 200 * MiB, '{"email":"');
    expect(sent.response.status).toBe(413);
    expect(sent.pulled).toBeLessThan(2 * MiB);
  });
});
