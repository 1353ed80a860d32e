// Runs once when the server starts. NEXT_RUNTIME is inlined by Next at build time (not configuration), so reading
// it here does not bypass lib/server/env.ts; the Node-only check lives in its own module so the edge bundle never sees it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./instrumentation-node");
  }
}
