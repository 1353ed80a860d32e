// The contract of every event stream (lib/shared/validations/<area>/…-events.ts): what the writer (createSseStream, typed and
// checked by the schemas) sends, the reader (readStreamEvent) parses back to the same data; a frame its schema
// refuses is an ApiError for the caller to show, never a crash.
import "./set-test-env";
import { describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { createSseStream, type SseSend } from "@/lib/server/api/sse";
import { ApiError } from "@/lib/client/api-client/api-error";
import { readEventStream } from "@/lib/client/api-client/read-event-stream";
import { readStreamEvent } from "@/lib/client/api-client/read-stream-event";
import { polishEvents } from "@/lib/shared/validations/ai-editor/polish-events";
import { translateEvents } from "@/lib/shared/validations/ai-editor/translate-events";
import { generateEvents } from "@/lib/shared/validations/ai/generate-events";
import { parseEvents } from "@/lib/shared/validations/resume-parse/parse-events";
import type { TStreamEvents, TStreamSchemas } from "@/lib/shared/validations/streams/stream-events";

const request = () => new NextRequest("http://localhost/api/stream");

/** Writes with the stream's writer, reads back with its reader: each event as the reader hands it on. */
async function roundTrip<S extends TStreamSchemas>(
  events: S,
  produce: (send: SseSend<TStreamEvents<S>>) => void,
): Promise<unknown[]> {
  const response = createSseStream(request(), events, async (send) => produce(send));
  const read: unknown[] = [];
  await readEventStream(response, (frame) => {
    read.push(readStreamEvent(events, frame));
    return false;
  });
  return read;
}

const draft = { title: "Nurse", summary: "", work: [], education: [], projects: [], skills: [] };
const resume = { basicInfo: { name: "Ada" }, sections: {}, links: [] };

describe("the writer's events parse with the reader's schemas", () => {
  it("creator: draft messages, the id as plain text, validateFail", async () => {
    const read = await roundTrip(generateEvents, (send) => {
      send("message", { draft });
      send("validateFail", { keyword: "xyz" });
      send("finish", "cm123resume");
    });
    expect(read).toEqual([
      { event: "message", data: { draft } },
      { event: "validateFail", data: { keyword: "xyz" } },
      { event: "finish", data: "cm123resume" },
    ]);
  });

  it("parse: open, progress with the resume, finish", async () => {
    const read = await roundTrip(parseEvents, (send) => {
      send("open", { taskId: "t1" });
      send("message", { progress: 70, step: "reading", resume: resume as never });
      send("finish", { resumeId: "r1", message: "Your resume has been parsed." });
    });
    expect(read).toEqual([
      { event: "open", data: { taskId: "t1" } },
      { event: "message", data: { progress: 70, step: "reading", resume } },
      { event: "finish", data: { resumeId: "r1", message: "Your resume has been parsed." } },
    ]);
  });

  it("polish and translate: messages and finish", async () => {
    const suggestion = { path: "sections.work.data.0.description", original: "did", suggestion: "Led" };
    expect(
      await roundTrip(polishEvents, (send) => {
        send("message", suggestion);
        send("finish", { count: 1, usedTokens: 640 });
      }),
    ).toEqual([
      { event: "message", data: suggestion },
      { event: "finish", data: { count: 1, usedTokens: 640 } },
    ]);
    expect(
      await roundTrip(translateEvents, (send) => {
        send("message", { done: 0, total: 3 });
        send("finish", { resumeId: "copy-1" });
      }),
    ).toEqual([
      { event: "message", data: { done: 0, total: 3 } },
      { event: "finish", data: { resumeId: "copy-1" } },
    ]);
  });

  it("error: every stream's error event reads as the ApiError with its code, message and key", async () => {
    const [error] = await roundTrip(polishEvents, (send) => {
      send("error", { code: 500001, message: "Insufficient AI tokens" });
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 500001, message: "Insufficient AI tokens", key: "insufficientTokens" });
  });
});

describe("a malformed event is rejected", () => {
  it.each([
    ["creator", generateEvents, "message", "not json"],
    ["creator", generateEvents, "message", '{"title":"a draft without its envelope"}'],
    ["creator", generateEvents, "finish", ""],
    ["parse", parseEvents, "message", '{"progress":"70","step":"reading"}'],
    ["parse", parseEvents, "message", '{"progress":70,"step":"guessing"}'],
    ["parse", parseEvents, "finish", '{"resumeId":"","message":"x"}'],
    ["parse", parseEvents, "finish", '"r1"'],
    ["polish", polishEvents, "finish", '{"count":1}'],
    ["translate", translateEvents, "finish", "{}"],
    ["translate", translateEvents, "error", '{"message":"no code"}'],
  ] as const)("%s %s: %s", (_stream, events: TStreamSchemas, event, data) => {
    const read = readStreamEvent(events, { event, data });
    expect(read).toBeInstanceOf(ApiError);
    expect(read).toMatchObject({ code: 500, message: "" });
  });

  it("skips an event the stream does not name", () => {
    expect(readStreamEvent(polishEvents, { event: "open", data: "{}" })).toBeUndefined();
  });
});
