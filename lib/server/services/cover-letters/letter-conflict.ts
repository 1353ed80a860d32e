// The 409 of a cover letter edited from a stale version (issue 26 item 3): the current letter goes with it in
// `details.current`, as a resume save's conflict carries the server's copy (update-resume.ts), so the panel can show it.
import "server-only";
import type { CoverLetter } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { toCoverLetterDto } from "./to-cover-letter-dto";

export function letterConflict(current: CoverLetter | null): AppError {
  return new AppError("CONFLICT", {
    message: "This cover letter was changed elsewhere (another tab or device)",
    details: { current: current && toCoverLetterDto(current) },
  });
}
