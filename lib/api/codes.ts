// The numeric envelope `code` of every API error, by name: the one place the numbers are written. The server's table
// (error-codes.ts) adds status and message to each; client code imports only the names it compares with, so a page
// carries a few numbers, not the server's messages. Nothing imported: this module is safe in the browser.
// Scheme (docs/api.md): codes below 1000 are generic and equal their HTTP status (so client code may compare a
// status with them too); six-digit codes name one specific situation and start with their area (1 accounts,
// 2 request format, 3 resumes, 4 orders, 5 AI, 6 files), so the client can translate them one by one.
export const BAD_REQUEST = 400;
export const UNAUTHORIZED = 401;
export const FORBIDDEN = 403;
export const NOT_FOUND = 404;
export const CONFLICT = 409;
export const PAYLOAD_TOO_LARGE = 413;
export const UNSUPPORTED_MEDIA = 415;
export const RATE_LIMITED = 429;
export const INTERNAL = 500;
export const SERVICE_UNAVAILABLE = 503;

// Accounts. 100001 is fixed by SPEC §8.
export const EMAIL_NOT_VERIFIED = 100001;
export const INVALID_CREDENTIALS = 100002;
export const INVALID_CODE = 100003;
export const CODE_COOLDOWN = 100004;
export const BOT_CHECK_FAILED = 100005;
export const INVALID_RESET_LINK = 100006;
export const INVALID_CAPTCHA = 100007;
export const PHONE_TAKEN = 100008;
export const BOT_CHECK_UNAVAILABLE = 100009;
export const SIGN_IN_PAUSED = 100020;
export const INVALID_UNLOCK_LINK = 100021;

// Request format.
export const INVALID_JSON = 200001;
export const INVALID_INPUT = 200002;
export const INVALID_CHARACTERS = 200003;
export const CROSS_SITE_REQUEST = 200009;
export const REQUEST_ABORTED = 200010;

// Resumes.
export const RESUME_LIMIT_REACHED = 300001;
export const PRO_TEMPLATE_REQUIRED = 300002;
export const CUSTOM_URL_TAKEN = 300003;
export const PREMIUM_REQUIRED = 300101;

// Orders and payments (lib/services/orders, lib/payments).
export const PAYMENTS_NOT_CONFIGURED = 400001;
export const PAYMENT_PROVIDER_FAILED = 400002;
export const ALREADY_LIFETIME = 400003;
export const ORDER_NOT_PAYABLE = 400004;
export const INVALID_WEBHOOK_SIGNATURE = 400005;
// Student and open-source offer (lib/services/offer). 4001xx.
export const OFFER_ALREADY_APPLIED = 400101;
export const OFFER_PROOF_TAKEN = 400102;
export const OFFER_ALREADY_REVIEWED = 400103;
export const OFFER_PROFILE_NOT_FOUND = 400104;
export const OFFER_PROFILE_UNVERIFIED = 400105;
export const OFFER_PROFILE_CHECK_FAILED = 400106;

// AI tokens (lib/services/tokens). 5000xx: the ledger.
export const INSUFFICIENT_TOKENS = 500001;

// AI calls (lib/ai). 5001xx: the model call itself.
export const AI_DISABLED = 500101;
export const AI_INVALID_OUTPUT = 500102;
export const AI_TIMEOUT = 500103;
export const AI_RATE_LIMITED = 500104;
export const AI_UPSTREAM_FAILED = 500105;
export const AI_REFUSED = 500106;
export const AI_CANCELLED = 500107;

// AI tasks (lib/services/ai-creator). 5002xx: a task's lifecycle.
export const AI_TASK_RUNNING = 500201;
export const AI_TOO_MANY_TASKS = 500202;

// Files.
export const IMAGE_TYPE = 600001;
export const IMAGE_TOO_LARGE = 600002;
export const IMAGE_DIMENSIONS = 600003;
export const STORAGE_UNAVAILABLE = 600004;
// Resume uploads (lib/resume-extract, SPEC §5). 6001xx: a resume file the parser cannot take.
export const FILE_TYPE = 600101;
export const FILE_TOO_LARGE = 600102;
export const FILE_EMPTY = 600103;
export const FILE_ENCRYPTED = 600104;
export const FILE_TOO_MANY_PAGES = 600105;
export const FILE_NO_TEXT = 600106;
export const FILE_UNREADABLE = 600107;
export const FILE_TOO_COMPLEX = 600108;
