// The envelope codes client code compares with, by name (`if (error.code === EMAIL_NOT_VERIFIED)`): a page carries
// these few numbers, not the server's table (error-codes.ts, one row per code with its status, message and key, where
// the numbering is explained). A unit test checks that each number here is that table's. Nothing imported: this module
// is safe in the browser. Translating needs no number: the answer carries its message key.
export const BAD_REQUEST = 400;
export const UNAUTHORIZED = 401;
export const NOT_FOUND = 404;
export const CONFLICT = 409;
export const RATE_LIMITED = 429;

export const EMAIL_NOT_VERIFIED = 100001;
export const INVALID_CODE = 100003;
export const CODE_COOLDOWN = 100004;
export const TERMS_NOT_ACCEPTED = 100010;

export const INVALID_INPUT = 200002;

export const RESUME_LIMIT_REACHED = 300001;
export const PRO_TEMPLATE_REQUIRED = 300002;
export const CUSTOM_URL_TAKEN = 300003;
export const PREMIUM_REQUIRED = 300101;

export const INSUFFICIENT_TOKENS = 500001;

export const FILE_TYPE = 600101;
export const FILE_TOO_LARGE = 600102;
export const FILE_EMPTY = 600103;
export const FILE_ENCRYPTED = 600104;
export const FILE_TOO_MANY_PAGES = 600105;
export const FILE_NO_TEXT = 600106;
export const FILE_UNREADABLE = 600107;
export const FILE_TOO_COMPLEX = 600108;
export const FILE_ZIP_UNKNOWN = 600131;
export const FILE_LINKEDIN_INVALID = 600132;
export const FILE_IMAGE_TOO_LARGE = 600121;
export const FILE_OCR_UNAVAILABLE = 600122;
export const FILE_SCAN_TOO_MANY_PAGES = 600123;
