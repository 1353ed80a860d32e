// The answer when the PDF browser cannot be reached or went away mid-render (a crashed local Chromium, a remote pool
// that restarted or dropped the connection): an outage to retry, a 503 with Retry-After like a full render queue
// (render-queue.ts), never a 500. The client shows its translated "download failed" for any failed download.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";

export function pdfUnavailable(cause: unknown): AppError {
  return new AppError("SERVICE_UNAVAILABLE", {
    message: "The PDF service is unavailable, please try again in a moment",
    headers: { "Retry-After": "5" },
    cause,
  });
}
