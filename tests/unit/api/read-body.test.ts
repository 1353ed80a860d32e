// The one capped body reader (lib/server/api/read-body.ts): a client that leaves while its body is still arriving is a
// REQUEST_ABORTED (499), not an unhandled error answered and logged as a 500.
import { describe, expect, it } from "@jest/globals";
import { AppError } from "@/lib/server/api/app-error";
import { readBodyBytes } from "@/lib/server/api/read-body";

function requestWithBody(body: ReadableStream<Uint8Array>): Request {
  return new Request("http://127.0.0.1/api/x", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("readBodyBytes", () => {
  it("reads a chunked body whole", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.enqueue(new TextEncoder().encode("1}"));
        controller.close();
      },
    });
    expect((await readBodyBytes(requestWithBody(body))).toString("utf8")).toBe('{"a":1}');
  });

  it("answers REQUEST_ABORTED when the connection fails mid-body", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(new Error("aborted"));
      },
    });
    const error = await readBodyBytes(requestWithBody(body)).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ key: "REQUEST_ABORTED", status: 499 });
  });

  it("cuts a chunked body as soon as it passes the cap", async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024));
      },
    });
    await expect(readBodyBytes(requestWithBody(body), 4096)).rejects.toMatchObject({ key: "PAYLOAD_TOO_LARGE" });
  });
});
