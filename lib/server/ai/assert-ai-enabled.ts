import "server-only";
// Every AI route asks this first: AI off is a setting, not a fault, so its answer is a clear 403, never a 5xx.
import { AppError } from "@/lib/server/api/app-error";
import { isAiEnabled } from "@/lib/server/env";

export function assertAiEnabled(): void {
  if (!isAiEnabled()) throw new AppError("AI_DISABLED");
}
