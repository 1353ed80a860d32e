// POST /api/reviews, read as what the form says. The form imports this on submit: the review page's first load does
// not carry the request code (a signed-in visitor's header has loaded apiFetch by then anyway).
import { RATE_LIMITED, UNAUTHORIZED } from "@/lib/shared/api/codes";
import { ApiError, fieldIssueOf, type FieldIssue } from "@/lib/client/api-client/api-error";
import { createReview } from "@/lib/client/api-client/review-client";
import type { TCreateReview } from "@/lib/shared/validations/reviews/review";

export type SendReviewResult =
  "sent" | "rateLimited" | "signedOut" | "network" | { refused: FieldIssue | string | undefined };

export async function sendReview(values: TCreateReview): Promise<SendReviewResult> {
  try {
    await createReview(values);
    return "sent";
  } catch (error) {
    if (!(error instanceof ApiError)) return "network";
    if (error.status === RATE_LIMITED) return "rateLimited";
    if (error.status === UNAUTHORIZED) return "signedOut";
    // A refused field arrives as its message key (details), which the form translates; else the server's sentence.
    return { refused: fieldIssueOf(error) ?? (error.message || undefined) };
  }
}
