// POST /api/reviews, read as what the form says. The form imports this on submit: the review page's first load does
// not carry the request code (a signed-in visitor's header has loaded apiFetch by then anyway).
import { RATE_LIMITED, UNAUTHORIZED } from "@/lib/api/codes";
import { ApiError } from "@/lib/api-client/api-error";
import { apiFetch } from "@/lib/api-client/api-fetch";
import type { TCreateReview } from "@/lib/validations/reviews/review";

export type SendReviewResult = "sent" | "rateLimited" | "signedOut" | "network" | { refused: string | undefined };

export async function sendReview(values: TCreateReview): Promise<SendReviewResult> {
  try {
    await apiFetch("/api/reviews", { method: "POST", body: values });
    return "sent";
  } catch (error) {
    if (!(error instanceof ApiError)) return "network";
    if (error.status === RATE_LIMITED) return "rateLimited";
    if (error.status === UNAUTHORIZED) return "signedOut";
    // A validation message arrives as "<field>: <message>"; the form translates the message part.
    return { refused: error.message.split(": ").at(-1) || undefined };
  }
}
