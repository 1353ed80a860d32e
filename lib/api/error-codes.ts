// Every error the API can answer with: a numeric envelope `code`, the HTTP status and a default English message.
// Scheme (docs/api.md): codes below 1000 are generic and equal their HTTP status; six-digit codes name one specific
// situation and start with their area (1 accounts, 2 request format, 3 resumes, 4 orders, 5 AI, 6 files), so the
// client can translate them one by one. 100001 is fixed by SPEC §8.
type ErrorCodeSpec = { code: number; status: number; message: string };

export const errorCodes = {
  BAD_REQUEST: { code: 400, status: 400, message: "Bad request" },
  // Spelled as SPEC §8's clients match it: they log the user out on exactly this text.
  UNAUTHORIZED: { code: 401, status: 401, message: "no premission" },
  FORBIDDEN: { code: 403, status: 403, message: "Forbidden" },
  NOT_FOUND: { code: 404, status: 404, message: "Not found" },
  CONFLICT: { code: 409, status: 409, message: "The resource was changed by another request" },
  PAYLOAD_TOO_LARGE: { code: 413, status: 413, message: "Request body is too large" },
  UNSUPPORTED_MEDIA: { code: 415, status: 415, message: "Content-Type must be application/json" },
  RATE_LIMITED: { code: 429, status: 429, message: "Too many requests, please try again later" },
  INTERNAL: { code: 500, status: 500, message: "Internal server error" },
  SERVICE_UNAVAILABLE: { code: 503, status: 503, message: "Service temporarily unavailable" },

  EMAIL_NOT_VERIFIED: { code: 100001, status: 403, message: "Email is not yet verified" },
  INVALID_CREDENTIALS: { code: 100002, status: 400, message: "Incorrect email or password" },
  INVALID_CODE: { code: 100003, status: 400, message: "The code is wrong or has expired" },
  CODE_COOLDOWN: { code: 100004, status: 429, message: "Please wait a minute before requesting another code" },
  BOT_CHECK_FAILED: { code: 100005, status: 400, message: "The human check failed, please try again" },
  INVALID_RESET_LINK: { code: 100006, status: 400, message: "This password reset link is invalid or has expired" },
  INVALID_CAPTCHA: { code: 100007, status: 400, message: "The captcha is wrong or has expired" },
  PHONE_TAKEN: { code: 100008, status: 409, message: "This phone number is already bound to another account" },
  // The bot-check verifier (Turnstile) could not be asked: not the visitor's fault, so not 100005.
  BOT_CHECK_UNAVAILABLE: { code: 100009, status: 503, message: "The human check could not be completed right now, please try again in a moment" },
  // Ten wrong passwords for one address from one client address (lib/services/users/count-sign-in-attempt.ts).
  SIGN_IN_PAUSED: {
    code: 100020,
    status: 429,
    message: "Too many wrong passwords from this network: signing in to this account from here is paused for 15 minutes. If the account exists, its owner has been e-mailed a link that ends the pause.",
  },
  INVALID_UNLOCK_LINK: { code: 100021, status: 400, message: "This unlock link is invalid or has already been used" },
  // Resumes (SPEC §6, §8). The client opens the upgrade dialog (or /templates?notify=1) on the first two.
  RESUME_LIMIT_REACHED: { code: 300001, status: 403, message: "Regular users can create up to 5 resumes" },
  PRO_TEMPLATE_REQUIRED: { code: 300002, status: 403, message: "This template is exclusive to members, upgrade to unlock" },
  CUSTOM_URL_TAKEN: { code: 300003, status: 409, message: "This custom URL is already occupied" },
  // PDF download is a premium feature (SPEC §6): the client opens the upgrade dialog on this code.
  PREMIUM_REQUIRED: { code: 300101, status: 403, message: "PDF download is a premium feature, upgrade to unlock" },

  IMAGE_TYPE: { code: 600001, status: 400, message: "Uploaded image must be in JPG/PNG format!" },
  IMAGE_TOO_LARGE: { code: 600002, status: 413, message: "Uploaded image size cannot exceed 1Mb" },
  IMAGE_DIMENSIONS: { code: 600003, status: 400, message: "Uploaded image is too large in pixels" },
  STORAGE_UNAVAILABLE: { code: 600004, status: 503, message: "File storage is unavailable, please try again later" },

  INVALID_JSON: { code: 200001, status: 400, message: "Request body is not valid JSON" },
  INVALID_INPUT: { code: 200002, status: 400, message: "Invalid input" },
  // A state-changing request sent by a page of another origin (lib/security/same-origin.ts): refused as CSRF.
  CROSS_SITE_REQUEST: { code: 200009, status: 403, message: "This request came from another site and was refused" },
  // A NUL character or broken Unicode anywhere in the request (lib/api/unsafe-text.ts): the database cannot store it.
  INVALID_CHARACTERS: { code: 200003, status: 400, message: "The text contains a character that cannot be saved" },
} as const satisfies Record<string, ErrorCodeSpec>;

export type ErrorCodeKey = keyof typeof errorCodes;
