import type messages from "@/messages/en.json";

export type ApiErrorKey = keyof (typeof messages)["ApiErrors"];

/** A failed call: the envelope's code and message, the HTTP status, and Retry-After in seconds when given. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

const keysByCode: Record<number, ApiErrorKey> = {
  100001: "emailNotVerified",
  100002: "invalidCredentials",
  100003: "invalidCode",
  100004: "codeCooldown",
  100005: "botCheckFailed",
  100006: "invalidResetLink",
  100007: "invalidCaptcha",
  100008: "phoneTaken",
  100009: "botCheckUnavailable",
  100020: "signInPaused",
  100021: "invalidUnlockLink",
  200003: "invalidCharacters",
  200009: "crossSiteRequest",
  600001: "imageType",
  600002: "imageTooLarge",
  600003: "imageDimensions",
  600004: "storageUnavailable",
  429: "rateLimited",
};

/** SPEC §8: the client translates by code; a code it does not know shows the server's message, or 'Unknown error'. */
export function apiErrorText(error: unknown, t: (key: ApiErrorKey) => string): string {
  if (!(error instanceof ApiError)) return t(error instanceof TypeError ? "network" : "unknown");
  const key = keysByCode[error.code];
  if (key) return t(key);
  return error.message || t("unknown");
}
