// One pino instance for the server: JSON lines on stdout, level from LOG_LEVEL (also in tests, where `silent`
// keeps jest output readable). Every line written while a request runs carries its `requestId` (the request context,
// lib/server/api/request-context.ts), whichever module writes it: services log through this logger as they are, and a line
// can always be traced to its request's access line.
// Not server-only: also loaded outside a Next server bundle (proxy.ts).
import { pino, type Logger } from "pino";
import { currentRequestContext } from "@/lib/server/api/request-context";
import { env } from "@/lib/server/env";

export type { Logger };

export const logger: Logger = pino(
  {
    level: env().LOG_LEVEL,
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const context = currentRequestContext();
      return context ? { requestId: context.requestId } : {};
    },
  },
  // process.stdout rather than pino's own file-descriptor writer: the same bytes (synchronous for files and pipes on
  // Linux), and tests can read the lines the server writes (tests/integration/api/security-log.test.ts).
  process.stdout,
);
