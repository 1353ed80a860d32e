// Waits for what a background worker does (pg-boss runners poll every 2 s): reads until `done` holds, and fails the
// test with the last value read after 30 s. Used by tests/integration/jobs and tests/integration/metrics.
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
