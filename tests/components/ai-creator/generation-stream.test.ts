/**
 * @jest-environment node
 */
// The creator's reading of GET /api/generateResumeByStream: frames split anywhere, each event to its handler, a
// refusal before the stream as ApiError, and one reconnect when a stream ends without an outcome.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import {
  dispatchFrame,
  followGeneration,
  LOST_CONNECTION,
  type GenerationHandlers,
} from "@/components/ai-creator/generation-stream";
import { ApiError } from "@/lib/client/api-client/api-error";
import { readEventStream, type EventFrame } from "@/lib/client/api-client/read-event-stream";

function handlers() {
  return {
    onDraft: jest.fn<GenerationHandlers["onDraft"]>(),
    onFinish: jest.fn<GenerationHandlers["onFinish"]>(),
    onValidateFail: jest.fn<GenerationHandlers["onValidateFail"]>(),
    onError: jest.fn<GenerationHandlers["onError"]>(),
  };
}

function sseResponse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

const fetchMock = jest.fn<typeof fetch>();
global.fetch = fetchMock;
afterEach(() => {
  fetchMock.mockReset();
});

const follow = (h: GenerationHandlers) =>
  followGeneration({ processId: "p1", aiProvider: "openai", locale: "en", signal: new AbortController().signal }, h);

describe("readEventStream", () => {
  it("joins frames split across chunks, skips heartbeats, joins multi-line data, keeps a named event without data", async () => {
    const frames: EventFrame[] = [];
    const response = sseResponse([
      ": ping\n\nevent: open\n\nevent: mess",
      'age\ndata: {"draft":{"title":"A"}}\n\nevent: finish\r\ndata: line1\r\n',
      "data: line2\r\n\r\n",
    ]);
    expect(await readEventStream(response, (frame) => (frames.push(frame), false))).toBe(false);
    expect(frames).toEqual([
      { event: "open", data: "" },
      { event: "message", data: '{"draft":{"title":"A"}}' },
      { event: "finish", data: "line1\nline2" },
    ]);
  });

  it("stops at the frame the reader says ends it, and reads a last frame with no blank line after it", async () => {
    const seen: string[] = [];
    const stop = (frame: EventFrame) => (seen.push(frame.event), frame.event === "finish");
    expect(
      await readEventStream(
        sseResponse(["event: a\ndata: 1\n\nevent: finish\ndata: x\n\nevent: b\ndata: 2\n\n"]),
        stop,
      ),
    ).toBe(true);
    expect(seen).toEqual(["a", "finish"]);
    seen.length = 0;
    expect(await readEventStream(sseResponse(["event: finish\ndata: x"]), stop)).toBe(true);
    expect(seen).toEqual(["finish"]);
  });
});

describe("dispatchFrame", () => {
  it("hands each event to its handler and says which ones end the task", () => {
    const h = handlers();
    expect(dispatchFrame({ event: "message", data: '{"draft":{"title":"Nurse","work":[]}}' }, h)).toBe(false);
    expect(h.onDraft).toHaveBeenCalledWith({ title: "Nurse", work: [] });
    expect(dispatchFrame({ event: "finish", data: "res-1" }, h)).toBe(true);
    expect(h.onFinish.mock.calls).toEqual([["res-1"]]);
    expect(dispatchFrame({ event: "validateFail", data: '{"keyword":"x"}' }, h)).toBe(true);
    expect(h.onValidateFail).toHaveBeenCalledTimes(1);
    expect(dispatchFrame({ event: "error", data: '{"code":500103,"message":"timeout"}' }, h)).toBe(true);
    expect(h.onError).toHaveBeenCalledWith(expect.objectContaining({ code: 500103, message: "timeout" }));
    expect(dispatchFrame({ event: "open", data: "" }, h)).toBe(false);
  });

  it("answers an event its schema refuses as the stream's error, not a crash (lib/shared/validations/ai/generate-events.ts)", () => {
    for (const frame of [
      { event: "message", data: "not json" },
      { event: "message", data: '{"title":"a draft without its envelope"}' },
      { event: "finish", data: "  " },
      { event: "validateFail", data: "{}" },
      { event: "error", data: '{"message":"no code"}' },
    ]) {
      const h = handlers();
      expect(dispatchFrame(frame, h)).toBe(true);
      expect(h.onError).toHaveBeenCalledWith(expect.objectContaining({ code: 500, message: "" }));
      expect(h.onDraft).not.toHaveBeenCalled();
      expect(h.onFinish).not.toHaveBeenCalled();
    }
  });
});

describe("followGeneration", () => {
  it("streams drafts, then the new resume id, from one request", async () => {
    fetchMock.mockResolvedValueOnce(
      sseResponse([
        'event: message\ndata: {"draft":{"title":"A"}}\n\n',
        'event: message\ndata: {"draft":{"title":"A","summary":"S"}}\n\nevent: fin',
        "ish\ndata: res-9\n\n",
      ]),
    );
    const h = handlers();
    await follow(h);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/generateResumeByStream?processId=p1&aiProvider=openai");
    expect(h.onDraft.mock.calls.map(([draft]) => draft)).toEqual([{ title: "A" }, { title: "A", summary: "S" }]);
    expect(h.onFinish).toHaveBeenCalledWith("res-9");
    expect(h.onError).not.toHaveBeenCalled();
  });

  it("answers a refusal before the stream (e.g. too few tokens) as the ApiError, without retrying", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 500001, message: "Insufficient AI tokens" }), { status: 402 }),
    );
    const h = handlers();
    await follow(h);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [error] = h.onError.mock.calls[0]!;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(500001);
  });

  it("opens the stream once more when it ends without an outcome, then reports the lost connection", async () => {
    fetchMock.mockResolvedValueOnce(sseResponse(['event: message\ndata: {"draft":{"title":"A"}}\n\n']));
    fetchMock.mockResolvedValueOnce(sseResponse(['event: validateFail\ndata: {"keyword":"x"}\n\n']));
    const h = handlers();
    await follow(h);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(h.onValidateFail).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(sseResponse([": ping\n\n"]));
    fetchMock.mockRejectedValueOnce(new TypeError("network"));
    const lost = handlers();
    await follow(lost);
    expect(lost.onError).toHaveBeenCalledWith(LOST_CONNECTION);
  });

  it("says nothing once aborted", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(async () => {
      controller.abort();
      throw new DOMException("aborted", "AbortError");
    });
    const h = handlers();
    await followGeneration({ processId: "p", aiProvider: "openai", locale: "en", signal: controller.signal }, h);
    expect(h.onError).not.toHaveBeenCalled();
  });
});
