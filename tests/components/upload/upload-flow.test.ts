/**
 * @jest-environment node
 */
// The upload's requests (docs/product.md §7): the file to the endpoint of its type, the content to the task, then the
// stream read to its outcome; a refusal at each stage reaches onError with that stage; a stream that ends twice without
// an outcome is STREAM_LOST; the reason shown is translated by the message key sent, else the server's message.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { FILE_NO_TEXT, INSUFFICIENT_TOKENS } from "@/lib/shared/api/codes";
import { ApiError, apiErrorOf, errorText } from "@/lib/client/api-client/api-error";
import { runUpload, STREAM_LOST, type UploadHandlers } from "@/components/upload/upload-flow";
import en from "@/messages/en.json";

const fetchMock = jest.fn<typeof fetch>();
global.fetch = fetchMock;
afterEach(() => {
  fetchMock.mockReset();
});

const envelope = (data: unknown, status = 200, code = 0, message = "") =>
  new Response(JSON.stringify({ code, data, message }), { status, headers: { "content-type": "application/json" } });

function sse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

function handlers() {
  return {
    onTask: jest.fn<UploadHandlers["onTask"]>(),
    onProgress: jest.fn<UploadHandlers["onProgress"]>(),
    onFinish: jest.fn<UploadHandlers["onFinish"]>(),
    onError: jest.fn<UploadHandlers["onError"]>(),
  };
}

const run = (h: UploadHandlers, name = "cv.pdf", kind: "pdf" | "docx" = "pdf") =>
  runUpload({ file: new File(["%PDF-"], name), kind, locale: "zh", signal: new AbortController().signal }, h);

const content = { source: "pdf", pages: [{ width: 595, height: 842 }], items: [] };

describe("runUpload", () => {
  it("sends a PDF to /api/parsePdf, the content to the task, and follows the stream to the new resume", async () => {
    fetchMock
      .mockResolvedValueOnce(envelope({ content }))
      .mockResolvedValueOnce(envelope({ taskId: "t1" }))
      .mockResolvedValueOnce(
        sse([
          'event: open\ndata: {"taskId":"t1"}\n\n',
          'event: message\ndata: {"progress":10,"step":"reading"}\n\n: ping\n\nevent: mess',
          'age\ndata: {"progress":90,"step":"saving"}\n\n',
          'event: finish\ndata: {"resumeId":"r1","message":"简历解析完成"}\n\n',
        ]),
      );
    const h = handlers();
    await run(h);
    const [[upload, uploadInit], [task, taskInit], [stream]] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(upload).toBe("/api/parsePdf");
    expect(uploadInit.method).toBe("POST");
    expect((uploadInit.body as FormData).get("file")).toBeInstanceOf(Blob);
    expect(task).toBe("/api/getResumeParseTaskId");
    expect(JSON.parse(String(taskInit.body))).toEqual({ content });
    expect(stream).toBe("/api/parseResumeByStream?taskId=t1&aiProvider=openai");
    // The page's locale goes with every request: the finish message is written in it.
    for (const [, init] of fetchMock.mock.calls) expect(init?.headers).toMatchObject({ "x-locale": "zh" });
    expect(h.onTask).toHaveBeenCalledTimes(1);
    expect(h.onProgress.mock.calls).toEqual([[{ progress: 10, step: "reading" }], [{ progress: 90, step: "saving" }]]);
    expect(h.onFinish).toHaveBeenCalledWith({ resumeId: "r1", message: "简历解析完成" });
    expect(h.onError).not.toHaveBeenCalled();
  });

  it("sends .doc and .docx files to /api/parseDocx", async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, 400, FILE_NO_TEXT, "This file has no text to read"));
    const h = handlers();
    await run(h, "cv.doc", "docx");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/parseDocx");
    expect(h.onError).toHaveBeenCalledWith("upload", expect.any(ApiError));
    expect(h.onTask).not.toHaveBeenCalled();
  });

  it("reports a refused task as an upload failure and a stream `error` as a parse failure", async () => {
    fetchMock
      .mockResolvedValueOnce(envelope({ content }))
      .mockResolvedValueOnce(envelope(null, 403, 300001, "Regular users can create up to 5 resumes"));
    const refused = handlers();
    await run(refused);
    expect(refused.onError).toHaveBeenCalledWith("upload", expect.objectContaining({ code: 300001 }));

    fetchMock
      .mockResolvedValueOnce(envelope({ content }))
      .mockResolvedValueOnce(envelope({ taskId: "t2" }))
      .mockResolvedValueOnce(sse(['event: error\ndata: {"code":500,"message":"Something went wrong"}\n\n']));
    const failed = handlers();
    await run(failed);
    expect(failed.onTask).toHaveBeenCalledTimes(1);
    expect(failed.onError).toHaveBeenCalledWith(
      "parse",
      expect.objectContaining({ code: 500, message: "Something went wrong" }),
    );
  });

  it("opens a stream that ends without an outcome once more, then gives up with STREAM_LOST", async () => {
    fetchMock
      .mockResolvedValueOnce(envelope({ content }))
      .mockResolvedValueOnce(envelope({ taskId: "t3" }))
      .mockResolvedValueOnce(sse(['event: open\ndata: {"taskId":"t3"}\n\n']))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const h = handlers();
    await run(h);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(h.onError).toHaveBeenCalledWith("parse", STREAM_LOST);
  });
});

describe("the reason shown (errorText)", () => {
  const te = (key: keyof typeof en.ApiErrors) => en.ApiErrors[key];
  it("translates by the key a refusal or a stream error carries, and shows the server's message otherwise", () => {
    const stream = apiErrorOf({ code: FILE_NO_TEXT, message: "x", key: "fileNoText" }, 200);
    expect(errorText(stream, te)).toBe(en.ApiErrors.fileNoText);
    expect(errorText(new ApiError(INSUFFICIENT_TOKENS, "x", 402, undefined, "insufficientTokens"), te)).toBe(
      en.ApiErrors.insufficientTokens,
    );
    expect(errorText(apiErrorOf({ code: 123, message: "Server says no" }, 200), te)).toBe("Server says no");
    expect(errorText(apiErrorOf(undefined, 500), te)).toBe(en.ApiErrors.unknown);
    expect(errorText(new TypeError("Failed to fetch"), te)).toBe(en.ApiErrors.network);
  });
});
