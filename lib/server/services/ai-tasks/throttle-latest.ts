// Passes on at most one value per interval, always the newest: a model streams tokens far faster than a person reads
// (and each event re-renders the creator's preview), but the last value must never be lost.
import "server-only";

export type TThrottle<T> = {
  push: (value: T) => void;
  /** Sends what is still waiting, at once; call it before the stream's last event. */
  flush: () => void;
  /** Drops what is waiting (the run failed: its error is the last event). */
  cancel: () => void;
};

export function throttleLatest<T>(intervalMs: number, emit: (value: T) => void): TThrottle<T> {
  let lastSentAt = -Infinity;
  let pending: { value: T } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const { value } = pending;
    pending = undefined;
    lastSentAt = performance.now();
    emit(value);
  };
  return {
    push(value) {
      pending = { value };
      const wait = lastSentAt + intervalMs - performance.now();
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
    flush,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
