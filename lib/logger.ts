// One pino instance for the server: JSON lines on stdout, level from LOG_LEVEL (also in tests, where `silent`
// keeps jest output readable). Request-scoped lines come from `logger.child({ requestId })`.
import { pino, type Logger } from "pino";
import { env } from "@/lib/env";

export type { Logger };

export const logger: Logger = pino({
  level: env().LOG_LEVEL,
  timestamp: pino.stdTimeFunctions.isoTime,
});
