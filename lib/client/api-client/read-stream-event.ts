// One frame of a stream as the event its stream's schemas (lib/shared/validations/<area>/…-events.ts, the writer's contract
// too) say it is: a string schema's data is the plain text, any other's is JSON. Data the schema refuses is an ApiError
// (code 500, no message: 'Unknown error'), as an unreadable `error` event is, never a crash further on. An event the
// stream does not name (a future one) is skipped.
import { z } from "zod";
import { config } from "zod/v4/core";
import type { TStreamEvent, TStreamSchemas } from "@/lib/shared/validations/streams/stream-events";
import { apiErrorOf, type ApiError } from "./api-error";
import { parseEventData, type EventFrame } from "./read-event-stream";

// Zod's JIT probe would be reported by the Content-Security-Policy (components/layout/zod-jitless.tsx).
config({ jitless: true });

const MALFORMED = 500;

export function readStreamEvent<S extends TStreamSchemas>(
  events: S,
  { event, data }: EventFrame,
): Exclude<TStreamEvent<S>, { event: "error" }> | ApiError | undefined {
  const schema: z.ZodType | undefined = events[event];
  if (!schema) return undefined;
  const parsed = schema.safeParse(schema instanceof z.ZodString ? data : parseEventData(data));
  if (!parsed.success) return apiErrorOf(undefined, MALFORMED);
  if (event === "error") return apiErrorOf(parsed.data, MALFORMED);
  return { event, data: parsed.data } as Exclude<TStreamEvent<S>, { event: "error" }>;
}
