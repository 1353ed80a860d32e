// Reads a server-sent event stream from a fetch Response (apiResponse), for the POST streams EventSource cannot make
// (polish, translate): frames of `event:` and `data:` lines, heartbeat comments skipped. `onFrame` returns true to
// stop reading (the outcome has arrived); the function answers whether that happened before the stream ended.
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
  return data.length > 0 ? { event, data: data.join("\n") } : null;
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
