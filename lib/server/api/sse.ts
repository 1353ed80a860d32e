// Server-sent events for the AI streams of docs/product.md §7. A first comment goes out at once: Next sends the
// response headers with the first body chunk, so without it a slow model left the client with nothing at all (an
// EventSource stuck connecting, a proxy with a short idle timeout cutting the request) until the first heartbeat.
// Heartbeat comments then keep proxies from closing an idle connection while the model thinks; when the client goes
// away, the producer's signal aborts (so it can stop paying for tokens) and every later `send` is a silent no-op
// instead of a "controller is closed" crash. Each stream names its event schemas (lib/shared/validations/**/…-events.ts):
// `send` takes only those events and checks each against its schema, the contract the client reads them with.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { errorSpecOf } from "@/lib/shared/api/error-codes";
import { logger } from "@/lib/server/logger";
import type { TStreamEvents, TStreamSchemas } from "@/lib/shared/validations/streams/stream-events";

/** Returns false once the stream is closed. Throws INTERNAL for data its event's schema refuses (nothing is sent). */
export type SseSend<E> = <K extends keyof E & string>(event: K, data: E[K]) => boolean;

export type SseOptions = {
  heartbeatMs?: number;
  /** Called once when the client disconnects before the producer finished. */
  onAbort?: () => void;
  /** Called with an error the producer threw; the client gets a generic `error` event either way. */
  onError?: (error: unknown) => void;
};

const encoder = new TextEncoder();

/** The comment every stream starts with, before the producer has anything to say. */
export const SSE_OPEN_COMMENT = ": open\n\n";
/** Below the 15-30 s idle timeouts common in proxies and load balancers. */
const SSE_HEARTBEAT_MS = 10_000;

/** One event frame; a string is sent as is (one `data:` line per line), anything else as JSON. */
export function formatSseEvent(event: string, data: unknown): string {
  const text = typeof data === "string" ? data : JSON.stringify(data ?? null);
  const dataLines = text.split(/\r\n|\r|\n/).map((line) => `data: ${line}`);
  return `event: ${event}\n${dataLines.join("\n")}\n\n`;
}

function errorPayload(error: unknown): { code: number; message: string } {
  const safe = error instanceof AppError ? error : new AppError("INTERNAL");
  return { code: safe.code, message: safe.message };
}

/** An `error` event carries its code's message key beside the message, as an error envelope does (error-codes.ts). */
function withKey(event: string, data: unknown): unknown {
  if (event !== "error" || typeof data !== "object" || data === null || !("code" in data)) return data;
  const spec = typeof data.code === "number" ? errorSpecOf(data.code) : undefined;
  if (!spec?.key) return data;
  return spec.values ? { ...data, key: spec.key, values: spec.values } : { ...data, key: spec.key };
}

export function createSseStream<S extends TStreamSchemas>(
  request: Request,
  events: S,
  produce: (send: SseSend<TStreamEvents<S>>, signal: AbortSignal) => Promise<void>,
  {
    heartbeatMs = SSE_HEARTBEAT_MS,
    onAbort,
    onError = (error) => logger.error({ err: error }, "sse producer failed"),
  }: SseOptions = {},
): Response {
  const abort = new AbortController();
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;

  const write = (chunk: string): boolean => {
    if (closed || !controllerRef) return false;
    try {
      controllerRef.enqueue(encoder.encode(chunk));
      return true;
    } catch {
      return false;
    }
  };
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    request.signal.removeEventListener("abort", onClientGone);
    try {
      controllerRef?.close();
    } catch {
      // Already closed or cancelled by the runtime.
    }
  };
  function onClientGone() {
    if (closed) return;
    close();
    abort.abort();
    onAbort?.();
  }

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller;
      if (request.signal.aborted) return onClientGone();
      request.signal.addEventListener("abort", onClientGone, { once: true });
      write(SSE_OPEN_COMMENT);
      heartbeat = setInterval(() => write(": ping\n\n"), heartbeatMs);
      const send: SseSend<TStreamEvents<S>> = (event, data) => {
        const checked = events[event]?.safeParse(data);
        if (!checked?.success) throw new AppError("INTERNAL", { cause: checked?.error ?? `no schema for ${event}` });
        return write(formatSseEvent(event, withKey(event, data)));
      };
      produce(send, abort.signal)
        .catch((error: unknown) => {
          if (closed) return;
          onError(error);
          write(formatSseEvent("error", withKey("error", errorPayload(error))));
        })
        .finally(close);
    },
    cancel: onClientGone,
  });

  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
