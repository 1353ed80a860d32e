"use client";

// Zod 4 probes whether `new Function` is allowed before its first object parse (its JIT). The probe is caught, but
// the nonce Content-Security-Policy of the signed-in pages (lib/server/security/csp.ts) still reports it as a violation, and
// 'unsafe-eval' is exactly what the policy must not allow. In the browser the JIT only speeds up large parses, so it is
// switched off there (the server keeps it). Imported from the core alone so that no schema code joins the page.
import { config } from "zod/v4/core";

config({ jitless: true });

export function ZodJitless() {
  return null;
}
