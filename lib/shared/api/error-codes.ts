// Every error the API can answer with, one row per code: its number (the envelope's `code`), HTTP status, default
// English message and the client's message key (messages/*.json "ApiErrors"). The key is answered beside the message
// (`{ code, key, message }`, and in streams' `error` events), and the client translates by it (errorText,
// lib/client/api-client/api-error.ts); a code without a key is shown with the message its thrower wrote. Adding a code: a row
// here, and its text under ApiErrors in messages/en.json and zh.json. Client code that compares with a number imports
// its name from codes.ts.
// Numbering (docs/api.md): codes below 1000 are generic and equal their HTTP status; six-digit codes name one specific
// situation and start with their area (1 accounts, 2 request format, 3 resumes, 4 orders, 5 AI, 6 files).
import type { ApiErrorKey } from "@/lib/shared/api/error-key";
import { REGULAR_RESUME_CAP } from "@/lib/shared/resume/resume-cap";
import {
  MAX_SHARE_LINKS_PER_RESUME,
  REGULAR_SHARE_LINKS_PER_RESUME,
} from "@/lib/shared/validations/share-links/share-link";
import { MAX_APPLICATIONS_PER_USER } from "@/lib/shared/validations/applications/application";
import { MAX_VARIANTS_PER_MASTER, REGULAR_VARIANTS_PER_USER } from "@/lib/shared/validations/resumes/variant";
import {
  MAX_REVIEW_COMMENTS_PER_LINK,
  MAX_REVIEW_LINKS_PER_RESUME,
} from "@/lib/shared/validations/review-links/review-link";

/** `values`: the key's placeholders, answered beside it (`{ code, key, values, message }`) for the client's text. */
export type ErrorSpec = {
  code: number;
  status: number;
  message: string;
  key?: ApiErrorKey;
  values?: Record<string, string | number>;
};

export const errorCodes = {
  BAD_REQUEST: { code: 400, status: 400, message: "Bad request" },
  // Spelled as docs/product.md §8's clients match it: they log the user out on exactly this text.
  UNAUTHORIZED: { code: 401, status: 401, message: "no premission" },
  FORBIDDEN: { code: 403, status: 403, message: "Forbidden" },
  NOT_FOUND: { code: 404, status: 404, message: "Not found" },
  CONFLICT: {
    code: 409,
    status: 409,
    message: "The resource was changed by another request",
    key: "conflict",
  },
  PAYLOAD_TOO_LARGE: { code: 413, status: 413, message: "Request body is too large" },
  UNSUPPORTED_MEDIA: { code: 415, status: 415, message: "Content-Type must be application/json" },
  RATE_LIMITED: { code: 429, status: 429, message: "Too many requests, please try again later", key: "rateLimited" },
  INTERNAL: { code: 500, status: 500, message: "Internal server error" },
  SERVICE_UNAVAILABLE: { code: 503, status: 503, message: "Service temporarily unavailable" },

  EMAIL_NOT_VERIFIED: { code: 100001, status: 403, message: "Email is not yet verified", key: "emailNotVerified" },
  INVALID_CREDENTIALS: { code: 100002, status: 400, message: "Incorrect email or password", key: "invalidCredentials" },
  INVALID_CODE: { code: 100003, status: 400, message: "The code is wrong or has expired", key: "invalidCode" },
  CODE_COOLDOWN: {
    code: 100004,
    status: 429,
    message: "Please wait a minute before requesting another code",
    key: "codeCooldown",
  },
  BOT_CHECK_FAILED: {
    code: 100005,
    status: 400,
    message: "The human check failed, please try again",
    key: "botCheckFailed",
  },
  INVALID_RESET_LINK: {
    code: 100006,
    status: 400,
    message: "This password reset link is invalid or has expired",
    key: "invalidResetLink",
  },
  INVALID_CAPTCHA: { code: 100007, status: 400, message: "The captcha is wrong or has expired", key: "invalidCaptcha" },
  PHONE_TAKEN: {
    code: 100008,
    status: 409,
    message: "This phone number is already bound to another account",
    key: "phoneTaken",
  },
  // A /ch sign-up (e-mail, or a phone number's first sign-in) without the ticked agreement box (issue 21 item 10).
  TERMS_NOT_ACCEPTED: {
    code: 100010,
    status: 400,
    message: "Please read and agree to the User Agreement and the Privacy Policy first",
    key: "termsNotAccepted",
  },
  // The bot-check verifier (Turnstile) could not be asked: not the visitor's fault, so not 100005.
  BOT_CHECK_UNAVAILABLE: {
    code: 100009,
    status: 503,
    message: "The human check could not be completed right now, please try again in a moment",
    key: "botCheckUnavailable",
  },
  // Ten wrong passwords for one address from one client address (lib/server/services/users/count-sign-in-attempt.ts).
  SIGN_IN_PAUSED: {
    code: 100020,
    status: 429,
    message:
      "Too many wrong passwords from this network: signing in to this account from here is paused for 15 minutes. If the account exists, its owner has been e-mailed a link that ends the pause.",
    key: "signInPaused",
  },
  INVALID_UNLOCK_LINK: {
    code: 100021,
    status: 400,
    message: "This unlock link is invalid or has already been used",
    key: "invalidUnlockLink",
  },
  // Changing the password or e-mail in settings asks for the current password (settings, not sign-in: no pause).
  WRONG_PASSWORD: { code: 100030, status: 400, message: "Your current password is not correct", key: "wrongPassword" },
  // Only after the new address was proven with its code (a race with another account): no enumeration before that.
  EMAIL_TAKEN: {
    code: 100031,
    status: 409,
    message: "This e-mail address already belongs to another account",
    key: "emailTaken",
  },
  // Resumes (docs/product.md §6, §8). The client opens the upgrade dialog (or /templates?notify=1) on the first two.
  RESUME_LIMIT_REACHED: {
    code: 300001,
    status: 403,
    message: `Regular users can create up to ${REGULAR_RESUME_CAP} resumes`,
    key: "resumeLimitReached",
    values: { max: REGULAR_RESUME_CAP },
  },
  PRO_TEMPLATE_REQUIRED: {
    code: 300002,
    status: 403,
    message: "This template is exclusive to members, upgrade to unlock",
    key: "proTemplateRequired",
  },
  CUSTOM_URL_TAKEN: {
    code: 300003,
    status: 409,
    message: "This custom URL is already occupied",
    key: "customUrlTaken",
  },
  // Tracked links (issue 26 item 4, docs/product.md §9): a resume has at most this many links that are not revoked.
  SHARE_LINK_LIMIT_REACHED: {
    code: 300201,
    status: 400,
    message: `A resume can have up to ${MAX_SHARE_LINKS_PER_RESUME} tracked links; revoke one to make another`,
    key: "shareLinkLimitReached",
    values: { max: MAX_SHARE_LINKS_PER_RESUME },
  },
  // Issue 26 item 7 (docs/product.md §6): a regular member keeps a small number of tracked links per resume.
  SHARE_LINK_PLAN_LIMIT: {
    code: 300202,
    status: 403,
    message: `Regular members can keep up to ${REGULAR_SHARE_LINKS_PER_RESUME} tracked links per resume; premium members up to ${MAX_SHARE_LINKS_PER_RESUME}`,
    key: "shareLinkPlanLimit",
    values: { max: REGULAR_SHARE_LINKS_PER_RESUME, premiumMax: MAX_SHARE_LINKS_PER_RESUME },
  },
  // Applications (issue 26 item 5, docs/product.md "Applications"): a user keeps at most this many.
  APPLICATION_LIMIT_REACHED: {
    code: 300301,
    status: 400,
    message: `You can keep up to ${MAX_APPLICATIONS_PER_USER} applications; delete one to add another`,
    key: "applicationLimitReached",
    values: { max: MAX_APPLICATIONS_PER_USER },
  },
  // Review links (issue 26 item 6): open links per resume, comments per link, and the
  // reviewer's post to a link that was revoked or has expired (or whose resume is in the trash, or never existed).
  REVIEW_LINK_LIMIT_REACHED: {
    code: 300401,
    status: 400,
    message: `A resume can have up to ${MAX_REVIEW_LINKS_PER_RESUME} open review links; revoke one to make another`,
    key: "reviewLinkLimitReached",
    values: { max: MAX_REVIEW_LINKS_PER_RESUME },
  },
  REVIEW_COMMENT_LIMIT_REACHED: {
    code: 300402,
    status: 400,
    message: `This review link has taken its ${MAX_REVIEW_COMMENTS_PER_LINK} comments; ask the owner for a new link`,
    key: "reviewCommentLimitReached",
    values: { max: MAX_REVIEW_COMMENTS_PER_LINK },
  },
  REVIEW_LINK_GONE: {
    code: 300403,
    status: 410,
    message: "This review link is no longer available",
    key: "reviewLinkGone",
  },
  // Master and variants (issue 26 item 1, docs/product.md "Master and variants"): variants per master (everyone), a
  // regular member's variants in total (item 7, §6), and a variant asked of a variant, of itself or made of a master.
  VARIANT_LIMIT_REACHED: {
    code: 300801,
    status: 400,
    message: `A resume can have up to ${MAX_VARIANTS_PER_MASTER} variants; delete or detach one to make another`,
    key: "variantLimitReached",
    values: { max: MAX_VARIANTS_PER_MASTER },
  },
  VARIANT_PLAN_LIMIT: {
    code: 300802,
    status: 403,
    message: `Regular members can keep up to ${REGULAR_VARIANTS_PER_USER} variants; premium members up to ${MAX_VARIANTS_PER_MASTER} per resume`,
    key: "variantPlanLimit",
    values: { max: REGULAR_VARIANTS_PER_USER, premiumMax: MAX_VARIANTS_PER_MASTER },
  },
  VARIANT_NOT_ALLOWED: {
    code: 300803,
    status: 400,
    message:
      "A variant's master must be another resume that is not itself a variant, and a master cannot become a variant",
    key: "variantNotAllowed",
  },
  // PDF download is a premium feature (docs/product.md §6): the client opens the upgrade dialog on this code.
  PREMIUM_REQUIRED: {
    code: 300101,
    status: 403,
    message: "PDF download is a premium feature, upgrade to unlock",
  },
  // Orders and payments. Neither a Stripe key nor PAYMENTS_SANDBOX=true (lib/server/payments/payments-mode.ts): how this
  // server is set up, like AI_DISABLED, so a 403 and never a 5xx (nothing failed, and retrying will not help).
  PAYMENTS_NOT_CONFIGURED: {
    code: 400001,
    status: 403,
    message: "Payments are not configured on this server",
    key: "paymentsNotConfigured",
  },
  PAYMENT_PROVIDER_FAILED: {
    code: 400002,
    status: 502,
    message: "The payment provider could not be reached, please try again later",
    key: "paymentProviderFailed",
  },
  ALREADY_LIFETIME: {
    code: 400003,
    status: 409,
    message: "You already have a lifetime membership",
    key: "alreadyLifetime",
  },
  ORDER_NOT_PAYABLE: {
    code: 400004,
    status: 409,
    message: "This order has expired or is already paid",
    key: "orderNotPayable",
  },
  // POST /api/stripe/webhook with a missing or wrong Stripe-Signature: nothing is read from the body.
  INVALID_WEBHOOK_SIGNATURE: {
    code: 400005,
    status: 400,
    message: "Invalid webhook signature",
    key: "invalidWebhookSignature",
  },
  // Student and open-source offer: one application per person, ever; a proof serves one account; reviewed once.
  OFFER_ALREADY_APPLIED: {
    code: 400101,
    status: 409,
    message: "You have already applied for the student and open-source offer",
    key: "offerAlreadyApplied",
  },
  OFFER_PROOF_TAKEN: {
    code: 400102,
    status: 409,
    message: "This address or profile was already used for an application",
    key: "offerProofTaken",
  },
  OFFER_ALREADY_REVIEWED: {
    code: 400103,
    status: 409,
    message: "This application was already reviewed",
    key: "offerAlreadyReviewed",
  },
  // A code-hosting profile counts only when it is shown to be the applicant's (verify-code-profile.ts).
  OFFER_PROFILE_NOT_FOUND: {
    code: 400104,
    status: 400,
    message: "There is no GitHub profile with this name",
    key: "offerProfileNotFound",
  },
  OFFER_PROFILE_UNVERIFIED: {
    code: 400105,
    status: 403,
    message:
      "We could not confirm that this GitHub profile is yours: sign in with that GitHub account, or put the code shown on this page in the profile's README, then apply again",
    key: "offerProfileUnverified",
  },
  OFFER_PROFILE_CHECK_FAILED: {
    code: 400106,
    status: 503,
    message: "GitHub could not be reached to check the profile, please try again later",
    key: "offerProfileCheckFailed",
  },
  // docs/product.md §8: the client opens the insufficient-tokens dialog (components/ai/insufficient-tokens-dialog.tsx)
  // on it.
  INSUFFICIENT_TOKENS: {
    code: 500001,
    status: 402,
    message: "Insufficient AI tokens. Do you want to go to the recharge page?",
    key: "insufficientTokens",
  },
  // AI calls (lib/server/ai). Off is a setting, not a fault, so not 5xx; a model that fails is 502/503/504.
  AI_DISABLED: { code: 500101, status: 403, message: "AI is not set up on this server", key: "aiDisabled" },
  AI_INVALID_OUTPUT: {
    code: 500102,
    status: 502,
    message: "The AI model gave an answer that could not be used, please try again",
    key: "aiInvalidOutput",
  },
  AI_TIMEOUT: {
    code: 500103,
    status: 504,
    message: "The AI model took too long to answer, please try again",
    key: "aiTimeout",
  },
  AI_RATE_LIMITED: {
    code: 500104,
    status: 503,
    message: "The AI service is busy, please try again in a moment",
    key: "aiRateLimited",
  },
  AI_UPSTREAM_FAILED: {
    code: 500105,
    status: 502,
    message: "The AI service failed, please try again later",
    key: "aiUpstreamFailed",
  },
  AI_REFUSED: {
    code: 500106,
    status: 422,
    message: "The AI model declined this request, please change the text and try again",
    key: "aiRefused",
  },
  // The caller stopped the call (the client left): nobody reads the answer; 499 as in nginx's "client closed request".
  AI_CANCELLED: { code: 500107, status: 499, message: "The request was cancelled", key: "aiCancelled" },
  // A second stream of a task that another request is still running: it gets this, never a second run or charge.
  AI_TASK_RUNNING: {
    code: 500201,
    status: 409,
    message: "This AI task is already running, please wait for it to finish",
    key: "aiTaskRunning",
  },
  // At most MAX_RUNNING_AI_TASKS per user (lib/server/services/ai-tasks/ai-task-limits.ts); the task stays startable.
  AI_TOO_MANY_TASKS: {
    code: 500202,
    status: 429,
    message: "Two AI tasks are already running, please wait for one to finish",
    key: "aiTooManyTasks",
  },

  IMAGE_TYPE: { code: 600001, status: 400, message: "Uploaded image must be in JPG/PNG format!", key: "imageType" },
  IMAGE_TOO_LARGE: {
    code: 600002,
    status: 413,
    message: "Uploaded image size cannot exceed 1Mb",
    key: "imageTooLarge",
  },
  IMAGE_DIMENSIONS: {
    code: 600003,
    status: 400,
    message: "Uploaded image is too large in pixels",
    key: "imageDimensions",
  },
  STORAGE_UNAVAILABLE: {
    code: 600004,
    status: 503,
    message: "File storage is unavailable, please try again later",
    key: "storageUnavailable",
  },
  // Resume uploads (docs/product.md §5). The first two are SPEC's own sentences; all are the file's fault, so never a
  // 5xx.
  FILE_TYPE: {
    code: 600101,
    status: 415,
    message: "Invalid file format. Please upload a PDF, a Word document or a JPG or PNG image.",
    key: "fileType",
  },
  FILE_TOO_LARGE: { code: 600102, status: 413, message: "File size exceeds 5MB limit", key: "fileTooLarge" },
  FILE_EMPTY: { code: 600103, status: 400, message: "The file is empty", key: "fileEmpty" },
  FILE_ENCRYPTED: {
    code: 600104,
    status: 422,
    message: "This PDF is protected by a password. Please upload a copy without one.",
    key: "fileEncrypted",
  },
  FILE_TOO_MANY_PAGES: {
    code: 600105,
    status: 422,
    message: "This file has too many pages for a resume (at most 20)",
    key: "fileTooManyPages",
  },
  // A scanned resume: pictures of text, no text layer.
  FILE_NO_TEXT: {
    code: 600106,
    status: 422,
    message:
      "This file has no text to read (it may be a scanned image). Please upload a PDF with selectable text or a Word document.",
    key: "fileNoText",
  },
  FILE_UNREADABLE: {
    code: 600107,
    status: 422,
    message: "This file is damaged or could not be read",
    key: "fileUnreadable",
  },
  // A zip bomb, or a file that needs more time or memory to read than any resume does.
  FILE_TOO_COMPLEX: {
    code: 600108,
    status: 422,
    message: "This file is too complex to read safely",
    key: "fileTooComplex",
  },
  // ZIP uploads (issue 24 item 4): a .docx, or LinkedIn's data export; any other ZIP is refused by name.
  FILE_ZIP_UNKNOWN: {
    code: 600131,
    status: 415,
    message:
      "This ZIP file is neither a Word document nor a LinkedIn data export. Please upload the ZIP that LinkedIn sends you (Get a copy of your data) as it is.",
    key: "fileZipUnknown",
  },
  // A LinkedIn export whose CSV files are damaged, not UTF-8, not LinkedIn's columns, or empty.
  FILE_LINKEDIN_INVALID: {
    code: 600132,
    status: 422,
    message:
      "This LinkedIn data export could not be read: its files are damaged, not in LinkedIn's format, or empty. Please download it from LinkedIn again and upload the ZIP as it is.",
    key: "fileLinkedInInvalid",
  },
  // Scanned and photographed resumes, read by OCR (issue 24 item 3). A JPEG or PNG whose header declares more pixels
  // than lib/server/extract/ocr-image-size.ts allows (a decompression bomb) is refused before it is decoded.
  FILE_IMAGE_TOO_LARGE: {
    code: 600121,
    status: 422,
    message: "This image is too large to read: at most 12,000 pixels a side and 50 megapixels",
    key: "fileImageTooLarge",
  },
  // A page without text and no OCR on this server (Tesseract not installed): the user needs a file with text.
  FILE_OCR_UNAVAILABLE: {
    code: 600122,
    status: 422,
    message:
      "This file has no text to read: it is a scanned image, and scanned files cannot be read on this server. Please upload a PDF with selectable text or a Word document.",
    key: "fileOcrUnavailable",
  },
  FILE_SCAN_TOO_MANY_PAGES: {
    code: 600123,
    status: 422,
    message: "This scanned file has too many pages to read (at most 5). Please upload the pages of your resume only.",
    key: "fileScanTooManyPages",
  },

  INVALID_JSON: { code: 200001, status: 400, message: "Request body is not valid JSON" },
  INVALID_INPUT: { code: 200002, status: 400, message: "Invalid input" },
  // The client closed the connection while its body was still arriving (a tab closed mid-save): nobody reads this
  // answer (its translation exists for completeness); 499 as in nginx's "client closed request", never a logged 5xx.
  REQUEST_ABORTED: {
    code: 200010,
    status: 499,
    message: "The request was cancelled before its body arrived",
    key: "requestAborted",
  },
  // A state-changing request sent by a page of another origin (lib/server/security/same-origin.ts): refused as CSRF.
  CROSS_SITE_REQUEST: {
    code: 200009,
    status: 403,
    message: "This request came from another site and was refused",
    key: "crossSiteRequest",
  },
  // A NUL character or broken Unicode anywhere in the request (lib/server/api/unsafe-text.ts): the database cannot store it.
  INVALID_CHARACTERS: {
    code: 200003,
    status: 400,
    message: "The text contains a character that cannot be saved",
    key: "invalidCharacters",
  },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCodeKey = keyof typeof errorCodes;

/** The row of an envelope `code`, for a number read back from storage (a stored task outcome). */
export const errorSpecOf = (code: number): ErrorSpec | undefined =>
  Object.values(errorCodes).find((spec: ErrorSpec) => spec.code === code);
