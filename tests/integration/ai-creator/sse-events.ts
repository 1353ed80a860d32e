// Reads a route's event stream the way a browser's parser does: frames `event:` + `data:` lines, comments skipped.
export type SseEvent = { event: string; data: string };

export function parseSseFrames(text: string): SseEvent[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n\n")
    .map((block) => block.split("\n").filter((line) => line !== "" && !line.startsWith(":")))
    .filter((lines) => lines.length > 0)
    .map((lines) => ({
      event: lines.find((l) => l.startsWith("event: "))?.slice(7) ?? "message",
      data: lines
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n"),
    }));
}

/** Every event until the server ends the stream, or until `until` says stop (then the reader is cancelled). */
export async function readEvents(response: Response, until?: (event: SseEvent) => boolean): Promise<SseEvent[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const events = parseSseFrames(text.slice(0, text.lastIndexOf("\n\n") + 2));
    if (until && events.some(until)) {
      await reader.cancel();
      return events;
    }
  }
  return parseSseFrames(text);
}

export const lastEvent = (events: SseEvent[]): SseEvent => events.at(-1) ?? { event: "none", data: "" };
export const jsonOf = <T>(event: SseEvent): T => JSON.parse(event.data) as T;
