// Every error the API can answer with: its numeric envelope `code` (from codes.ts, where the numbering scheme is), the
// HTTP status and a default English message. The client translates by code (lib/api-client/api-error.ts).
import * as codes from "@/lib/api/codes";

type CodeName = keyof typeof codes;
type ErrorCodeSpec<Code extends number> = { code: Code; status: number; message: string };

export const errorCodes = {
  BAD_REQUEST: { code: codes.BAD_REQUEST, status: 400, message: "Bad request" },
  // Spelled as SPEC §8's clients match it: they log the user out on exactly this text.
  UNAUTHORIZED: { code: codes.UNAUTHORIZED, status: 401, message: "no premission" },
  FORBIDDEN: { code: codes.FORBIDDEN, status: 403, message: "Forbidden" },
  NOT_FOUND: { code: codes.NOT_FOUND, status: 404, message: "Not found" },
  CONFLICT: { code: codes.CONFLICT, status: 409, message: "The resource was changed by another request" },
  PAYLOAD_TOO_LARGE: { code: codes.PAYLOAD_TOO_LARGE, status: 413, message: "Request body is too large" },
  UNSUPPORTED_MEDIA: { code: codes.UNSUPPORTED_MEDIA, status: 415, message: "Content-Type must be application/json" },
  RATE_LIMITED: { code: codes.RATE_LIMITED, status: 429, message: "Too many requests, please try again later" },
  INTERNAL: { code: codes.INTERNAL, status: 500, message: "Internal server error" },
  SERVICE_UNAVAILABLE: { code: codes.SERVICE_UNAVAILABLE, status: 503, message: "Service temporarily unavailable" },

  EMAIL_NOT_VERIFIED: { code: codes.EMAIL_NOT_VERIFIED, status: 403, message: "Email is not yet verified" },
  INVALID_CREDENTIALS: { code: codes.INVALID_CREDENTIALS, status: 400, message: "Incorrect email or password" },
  INVALID_CODE: { code: codes.INVALID_CODE, status: 400, message: "The code is wrong or has expired" },
  CODE_COOLDOWN: {
    code: codes.CODE_COOLDOWN,
    status: 429,
    message: "Please wait a minute before requesting another code",
  },
  BOT_CHECK_FAILED: { code: codes.BOT_CHECK_FAILED, status: 400, message: "The human check failed, please try again" },
  INVALID_RESET_LINK: {
    code: codes.INVALID_RESET_LINK,
    status: 400,
    message: "This password reset link is invalid or has expired",
  },
  INVALID_CAPTCHA: { code: codes.INVALID_CAPTCHA, status: 400, message: "The captcha is wrong or has expired" },
  PHONE_TAKEN: {
    code: codes.PHONE_TAKEN,
    status: 409,
    message: "This phone number is already bound to another account",
  },
  // The bot-check verifier (Turnstile) could not be asked: not the visitor's fault, so not 100005.
  BOT_CHECK_UNAVAILABLE: {
    code: codes.BOT_CHECK_UNAVAILABLE,
    status: 503,
    message: "The human check could not be completed right now, please try again in a moment",
  },
  // Ten wrong passwords for one address from one client address (lib/services/users/count-sign-in-attempt.ts).
  SIGN_IN_PAUSED: {
    code: codes.SIGN_IN_PAUSED,
    status: 429,
    message:
      "Too many wrong passwords from this network: signing in to this account from here is paused for 15 minutes. If the account exists, its owner has been e-mailed a link that ends the pause.",
  },
  INVALID_UNLOCK_LINK: {
    code: codes.INVALID_UNLOCK_LINK,
    status: 400,
    message: "This unlock link is invalid or has already been used",
  },
  // Resumes (SPEC §6, §8). The client opens the upgrade dialog (or /templates?notify=1) on the first two.
  RESUME_LIMIT_REACHED: {
    code: codes.RESUME_LIMIT_REACHED,
    status: 403,
    message: "Regular users can create up to 5 resumes",
  },
  PRO_TEMPLATE_REQUIRED: {
    code: codes.PRO_TEMPLATE_REQUIRED,
    status: 403,
    message: "This template is exclusive to members, upgrade to unlock",
  },
  CUSTOM_URL_TAKEN: { code: codes.CUSTOM_URL_TAKEN, status: 409, message: "This custom URL is already occupied" },
  // PDF download is a premium feature (SPEC §6): the client opens the upgrade dialog on this code.
  PREMIUM_REQUIRED: {
    code: codes.PREMIUM_REQUIRED,
    status: 403,
    message: "PDF download is a premium feature, upgrade to unlock",
  },
  // Orders and payments. Neither a Stripe key nor PAYMENTS_SANDBOX=true (lib/payments/payments-mode.ts): how this
  // server is set up, like AI_DISABLED, so a 403 and never a 5xx (nothing failed, and retrying will not help).
  PAYMENTS_NOT_CONFIGURED: {
    code: codes.PAYMENTS_NOT_CONFIGURED,
    status: 403,
    message: "Payments are not configured on this server",
  },
  PAYMENT_PROVIDER_FAILED: {
    code: codes.PAYMENT_PROVIDER_FAILED,
    status: 502,
    message: "The payment provider could not be reached, please try again later",
  },
  ALREADY_LIFETIME: {
    code: codes.ALREADY_LIFETIME,
    status: 409,
    message: "You already have a lifetime membership",
  },
  ORDER_NOT_PAYABLE: {
    code: codes.ORDER_NOT_PAYABLE,
    status: 409,
    message: "This order has expired or is already paid",
  },
  // POST /api/stripe/webhook with a missing or wrong Stripe-Signature: nothing is read from the body.
  INVALID_WEBHOOK_SIGNATURE: {
    code: codes.INVALID_WEBHOOK_SIGNATURE,
    status: 400,
    message: "Invalid webhook signature",
  },
  // Student and open-source offer: one application per person, ever; a proof serves one account; reviewed once.
  OFFER_ALREADY_APPLIED: {
    code: codes.OFFER_ALREADY_APPLIED,
    status: 409,
    message: "You have already applied for the student and open-source offer",
  },
  OFFER_PROOF_TAKEN: {
    code: codes.OFFER_PROOF_TAKEN,
    status: 409,
    message: "This address or profile was already used for an application",
  },
  OFFER_ALREADY_REVIEWED: {
    code: codes.OFFER_ALREADY_REVIEWED,
    status: 409,
    message: "This application was already reviewed",
  },
  // A code-hosting profile counts only when it is shown to be the applicant's (verify-code-profile.ts).
  OFFER_PROFILE_NOT_FOUND: {
    code: codes.OFFER_PROFILE_NOT_FOUND,
    status: 400,
    message: "There is no GitHub profile with this name",
  },
  OFFER_PROFILE_UNVERIFIED: {
    code: codes.OFFER_PROFILE_UNVERIFIED,
    status: 403,
    message:
      "We could not confirm that this GitHub profile is yours: sign in with that GitHub account, or put the code shown on this page in the profile's README, then apply again",
  },
  OFFER_PROFILE_CHECK_FAILED: {
    code: codes.OFFER_PROFILE_CHECK_FAILED,
    status: 503,
    message: "GitHub could not be reached to check the profile, please try again later",
  },
  // SPEC §8: the client opens the insufficient-tokens dialog (components/ai/insufficient-tokens-dialog.tsx) on it.
  INSUFFICIENT_TOKENS: {
    code: codes.INSUFFICIENT_TOKENS,
    status: 402,
    message: "Insufficient AI tokens. Do you want to go to the recharge page?",
  },
  // AI calls (lib/ai). Off is a setting, not a fault, so not 5xx; a model that fails is 502/503/504.
  AI_DISABLED: { code: codes.AI_DISABLED, status: 403, message: "AI is not set up on this server" },
  AI_INVALID_OUTPUT: {
    code: codes.AI_INVALID_OUTPUT,
    status: 502,
    message: "The AI model gave an answer that could not be used, please try again",
  },
  AI_TIMEOUT: {
    code: codes.AI_TIMEOUT,
    status: 504,
    message: "The AI model took too long to answer, please try again",
  },
  AI_RATE_LIMITED: {
    code: codes.AI_RATE_LIMITED,
    status: 503,
    message: "The AI service is busy, please try again in a moment",
  },
  AI_UPSTREAM_FAILED: {
    code: codes.AI_UPSTREAM_FAILED,
    status: 502,
    message: "The AI service failed, please try again later",
  },
  AI_REFUSED: {
    code: codes.AI_REFUSED,
    status: 422,
    message: "The AI model declined this request, please change the text and try again",
  },
  // The caller stopped the call (the client left): nobody reads the answer; 499 as in nginx's "client closed request".
  AI_CANCELLED: { code: codes.AI_CANCELLED, status: 499, message: "The request was cancelled" },
  // A second stream of a task that another request is still running: it gets this, never a second run or charge.
  AI_TASK_RUNNING: {
    code: codes.AI_TASK_RUNNING,
    status: 409,
    message: "This AI task is already running, please wait for it to finish",
  },
  // At most MAX_RUNNING_AI_TASKS per user (lib/services/ai-creator/ai-task-limits.ts); the task stays startable.
  AI_TOO_MANY_TASKS: {
    code: codes.AI_TOO_MANY_TASKS,
    status: 429,
    message: "Two AI tasks are already running, please wait for one to finish",
  },

  IMAGE_TYPE: { code: codes.IMAGE_TYPE, status: 400, message: "Uploaded image must be in JPG/PNG format!" },
  IMAGE_TOO_LARGE: { code: codes.IMAGE_TOO_LARGE, status: 413, message: "Uploaded image size cannot exceed 1Mb" },
  IMAGE_DIMENSIONS: { code: codes.IMAGE_DIMENSIONS, status: 400, message: "Uploaded image is too large in pixels" },
  STORAGE_UNAVAILABLE: {
    code: codes.STORAGE_UNAVAILABLE,
    status: 503,
    message: "File storage is unavailable, please try again later",
  },
  // Resume uploads (SPEC §5). The first two are SPEC's own sentences; all are the file's fault, so never a 5xx.
  FILE_TYPE: {
    code: codes.FILE_TYPE,
    status: 415,
    message: "Invalid file format. Please upload PDF or Word documents only.",
  },
  FILE_TOO_LARGE: { code: codes.FILE_TOO_LARGE, status: 413, message: "File size exceeds 5MB limit" },
  FILE_EMPTY: { code: codes.FILE_EMPTY, status: 400, message: "The file is empty" },
  FILE_ENCRYPTED: {
    code: codes.FILE_ENCRYPTED,
    status: 422,
    message: "This PDF is protected by a password. Please upload a copy without one.",
  },
  FILE_TOO_MANY_PAGES: {
    code: codes.FILE_TOO_MANY_PAGES,
    status: 422,
    message: "This file has too many pages for a resume (at most 20)",
  },
  // A scanned resume: pictures of text, no text layer.
  FILE_NO_TEXT: {
    code: codes.FILE_NO_TEXT,
    status: 422,
    message:
      "This file has no text to read (it may be a scanned image). Please upload a PDF with selectable text or a Word document.",
  },
  FILE_UNREADABLE: {
    code: codes.FILE_UNREADABLE,
    status: 422,
    message: "This file is damaged or could not be read",
  },
  // A zip bomb, or a file that needs more time or memory to read than any resume does.
  FILE_TOO_COMPLEX: {
    code: codes.FILE_TOO_COMPLEX,
    status: 422,
    message: "This file is too complex to read safely",
  },

  INVALID_JSON: { code: codes.INVALID_JSON, status: 400, message: "Request body is not valid JSON" },
  INVALID_INPUT: { code: codes.INVALID_INPUT, status: 400, message: "Invalid input" },
  // The client closed the connection while its body was still arriving (a tab closed mid-save): nobody reads this
  // answer (its translation exists for completeness); 499 as in nginx's "client closed request", never a logged 5xx.
  REQUEST_ABORTED: {
    code: codes.REQUEST_ABORTED,
    status: 499,
    message: "The request was cancelled before its body arrived",
  },
  // A state-changing request sent by a page of another origin (lib/security/same-origin.ts): refused as CSRF.
  CROSS_SITE_REQUEST: {
    code: codes.CROSS_SITE_REQUEST,
    status: 403,
    message: "This request came from another site and was refused",
  },
  // A NUL character or broken Unicode anywhere in the request (lib/api/unsafe-text.ts): the database cannot store it.
  INVALID_CHARACTERS: {
    code: codes.INVALID_CHARACTERS,
    status: 400,
    message: "The text contains a character that cannot be saved",
  },
} as const satisfies { [Name in CodeName]: ErrorCodeSpec<(typeof codes)[Name]> };

export type ErrorCodeKey = keyof typeof errorCodes;
