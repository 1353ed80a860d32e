import "server-only";
// One AbortSignal for a model call: the caller's (a client that leaves) or our timeout, whichever comes first, and
// which of the two it was, so the failure gets the right code.
const DEFAULT_AI_TIMEOUT_MS = 60_000;

export type TCallSignal = {
  signal: AbortSignal;
  reason: () => "cancelled" | "timeout" | null;
  /** Ends whatever request is still open (a consumer that threw mid-stream leaves one otherwise). */
  release: () => void;
};

export function callSignal(caller: AbortSignal | undefined, timeoutMs: number = DEFAULT_AI_TIMEOUT_MS): TCallSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  const own = new AbortController();
  const signal = AbortSignal.any(caller ? [caller, timeout, own.signal] : [timeout, own.signal]);
  return {
    signal,
    reason: () => (caller?.aborted ? "cancelled" : timeout.aborted ? "timeout" : null),
    release: () => own.abort(),
  };
}
