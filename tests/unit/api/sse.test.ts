import "./set-test-env";
import { describe, expect, it, jest } from "@jest/globals";
import { NextRequest } from "next/server";
import { AppError } from "@/lib/server/api/app-error";
import { z } from "zod";
import { createSseStream, formatSseEvent, SSE_OPEN_COMMENT } from "@/lib/server/api/sse";
import { ZStreamError } from "@/lib/shared/validations/streams/stream-events";

/** A stream's event schemas, as lib/shared/validations/<area>/…-events.ts declares them. */
const events = {
  open: z.string(),
  message: z.union([z.object({ delta: z.string() }), z.string()]),
  finish: z.string(),
  error: ZStreamError,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const request = (signal?: AbortSignal) => new NextRequest("http://localhost/api/generateResumeByStream", { signal });

async function readAll(response: Response): Promise<string> {
  return new Response(response.body).text();
}

describe("formatSseEvent", () => {
  it("frames JSON and multi-line strings", () => {
    expect(formatSseEvent("finish", { resumeId: "r1" })).toBe('event: finish\ndata: {"resumeId":"r1"}\n\n');
    expect(formatSseEvent("message", "line one\nline two")).toBe("event: message\ndata: line one\ndata: line two\n\n");
  });
});

describe("createSseStream", () => {
  it("streams the events in order with event-stream headers, then closes", async () => {
    const response = createSseStream(request(), events, async (send) => {
      send("open", "");
      send("message", { delta: "Hel" });
      send("finish", "r-42");
    });
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(await readAll(response)).toBe(
      ': open\n\nevent: open\ndata: \n\nevent: message\ndata: {"delta":"Hel"}\n\nevent: finish\ndata: r-42\n\n',
    );
  });

  it("sends a first comment at once, before the producer has anything (so the headers leave too)", async () => {
    let finish: () => void = () => undefined;
    const response = createSseStream(request(), events, () => new Promise<void>((resolve) => (finish = resolve)));
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(SSE_OPEN_COMMENT);
    finish();
    expect((await reader.read()).done).toBe(true);
  });

  it("pings at least every 10 s by default", async () => {
    // Only the clock is faked: the stream's reads settle on microtasks and ticks, which must stay real.
    jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask", "setImmediate"] });
    try {
      let finish: () => void = () => undefined;
      const response = createSseStream(request(), events, () => new Promise<void>((resolve) => (finish = resolve)));
      const reader = response.body!.getReader();
      await reader.read();
      jest.advanceTimersByTime(10_000);
      expect(new TextDecoder().decode((await reader.read()).value)).toBe(": ping\n\n");
      finish();
    } finally {
      jest.useRealTimers();
    }
  });

  it("sends a heartbeat comment while the producer is quiet", async () => {
    // The clock is faked (as above): with a real one, a loaded machine fires fewer 25 ms intervals than expected.
    jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask", "setImmediate"] });
    try {
      let finish: () => void = () => undefined;
      const response = createSseStream(
        request(),
        events,
        async (send) => {
          await new Promise<void>((resolve) => (finish = resolve));
          send("finish", "done");
        },
        { heartbeatMs: 25 },
      );
      const reader = response.body!.getReader();
      const decode = new TextDecoder();
      await reader.read();
      for (let i = 0; i < 3; i += 1) {
        jest.advanceTimersByTime(25);
        expect(decode.decode((await reader.read()).value)).toBe(": ping\n\n");
      }
      finish();
      let rest = "";
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        rest += decode.decode(chunk.value);
      expect(rest.endsWith("event: finish\ndata: done\n\n")).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("stops on client abort: aborts the producer, calls onAbort once, later sends are no-ops", async () => {
    const client = new AbortController();
    const sendResults: boolean[] = [];
    let producerSawAbort = false;
    let abortCalls = 0;
    const response = createSseStream(
      request(client.signal),
      events,
      async (send, signal) => {
        // Bounded, so a broken abort fails the test instead of hanging it.
        for (let i = 0; i < 40 && !signal.aborted; i++) {
          sendResults.push(send("message", "tick"));
          await sleep(5);
        }
        producerSawAbort = signal.aborted;
        sendResults.push(send("finish", "too late"));
      },
      { heartbeatMs: 5, onAbort: () => abortCalls++ },
    );

    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(SSE_OPEN_COMMENT);
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain("event: message");
    client.abort();
    await sleep(30);
    expect(producerSawAbort).toBe(true);
    expect(abortCalls).toBe(1);
    expect(sendResults.at(-1)).toBe(false);
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });

  it("stops when the reader cancels", async () => {
    let producerSignal: AbortSignal | undefined;
    const response = createSseStream(request(), events, async (send, signal) => {
      producerSignal = signal;
      send("open", "");
      await sleep(50);
    });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(producerSignal?.aborted).toBe(true);
  });

  it("turns a producer failure into a generic error event", async () => {
    const failures: unknown[] = [];
    const response = createSseStream(
      request(),
      events,
      async () => {
        throw new Error("upstream key sk-secret rejected");
      },
      { onError: (error) => failures.push(error) },
    );
    const text = await readAll(response);
    expect(text).toBe(`${SSE_OPEN_COMMENT}event: error\ndata: {"code":500,"message":"Internal server error"}\n\n`);
    expect(failures).toHaveLength(1);
  });

  it("sends only what the event's schema takes: other data is an INTERNAL error event, not sent", async () => {
    const failures: unknown[] = [];
    const response = createSseStream(
      request(),
      events,
      async (send) => {
        send("message", { delta: "ok" });
        // Outside the types too: what a bug that bypassed them would send.
        send("finish", 42 as unknown as string);
      },
      { onError: (error) => failures.push(error) },
    );
    expect(await readAll(response)).toBe(
      `${SSE_OPEN_COMMENT}event: message\ndata: {"delta":"ok"}\n\nevent: error\ndata: {"code":500,"message":"Internal server error"}\n\n`,
    );
    expect(failures).toHaveLength(1);
  });

  it("keeps an AppError's message in the error event", async () => {
    const response = createSseStream(
      request(),
      events,
      async () => {
        throw new AppError("SERVICE_UNAVAILABLE", { message: "AI is busy" });
      },
      { onError: () => undefined },
    );
    expect(await readAll(response)).toBe(
      `${SSE_OPEN_COMMENT}event: error\ndata: {"code":503,"message":"AI is busy"}\n\n`,
    );
  });
});
