// The contract of a server-sent event stream (docs/api.md "Event streams"): one zod schema per event name, shared by
// the writer (lib/server/api/sse.ts sends only these events, typed and checked by them) and the reader
// (lib/client/api-client/read-stream-events.ts parses every frame with them; one that fails is the stream's error). An event
// whose schema is a string is sent as plain text (the creator's `finish`), any other as JSON.
import { z } from "zod";

/** Every stream's `error` event: the code's number, message, message key and its values (lib/shared/api/error-codes.ts). */
export const ZStreamError = z.object({
  code: z.number(),
  message: z.string(),
  key: z.string().optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TStreamError = z.infer<typeof ZStreamError>;

export type TStreamSchemas = { error: typeof ZStreamError } & Record<string, z.ZodType>;
/** What the writer may send: each event's data, as its schema takes it. */
export type TStreamEvents<S extends TStreamSchemas> = { [K in keyof S & string]: z.input<S[K]> };
/** One event as the reader hands it on. */
export type TStreamEvent<S extends TStreamSchemas> = {
  [K in keyof S & string]: { event: K; data: z.output<S[K]> };
}[keyof S & string];

/** An object, for payloads typed by their own module but only shape-checked here (drafts, resumes). */
export const isPlainObject = (value: unknown): boolean =>
  typeof value === "object" && value !== null && !Array.isArray(value);
