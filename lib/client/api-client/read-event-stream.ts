// The one reader of server-sent event streams on the client. Every stream (the AI creator, upload parsing, polish,
// translate) is read from a fetch Response (apiResponse), not EventSource: a refusal before the stream opens (401,
// 402, AI_DISABLED) then arrives as an ApiError with its code, and POST streams are possible. Frames of `event:` and
// `data:` lines, fed in arbitrary chunks; heartbeat comments skipped. `onFrame` returns true to stop reading (the
// outcome has arrived); the function answers whether that happened before the stream ended.
export type EventFrame = { event: string; data: string };

function parseBlock(block: string): EventFrame | null {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }
  // A named event without data (`event: open`) is still an event; a block of comments only is not.
  return data.length > 0 || event !== "message" ? { event, data: data.join("\n") } : null;
}

export async function readEventStream(response: Response, onFrame: (frame: EventFrame) => boolean): Promise<boolean> {
  const reader = response.body?.getReader();
  if (!reader) return false;
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffer += (done ? decoder.decode() : decoder.decode(value, { stream: true })).replace(/\r\n?/g, "\n");
    let end = buffer.indexOf("\n\n");
    while (end >= 0 || (done && buffer.trim())) {
      const block = end >= 0 ? buffer.slice(0, end) : buffer;
      buffer = end >= 0 ? buffer.slice(end + 2) : "";
      const frame = parseBlock(block);
      if (frame && onFrame(frame)) {
        await reader.cancel().catch(() => undefined);
        return true;
      }
      end = buffer.indexOf("\n\n");
    }
    if (done) return false;
  }
}

/** An event's data as JSON, or undefined when it is not JSON (a plain-text id, a truncated frame). */
export function parseEventData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}
