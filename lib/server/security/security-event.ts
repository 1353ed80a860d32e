// Security events as their own log lines (issue 20 item 15), so an operator can search and alert on them instead of
// reading generic access lines: `{"msg":"security event","event":"sign_in_failed","code":100002,"clientAddress":…,
// "account":…,"requestId":…}`. The account is an HMAC of the normalised e-mail address (or phone number) keyed with
// AUTH_SECRET: lines about one account can be grouped and matched against a known address, but a log never holds the
// address itself, nor any password or code.
import "server-only";
import type { ErrorCodeKey } from "@/lib/shared/api/error-codes";
import { errorCodes } from "@/lib/shared/api/error-codes";
import { currentRequestContext } from "@/lib/server/api/request-context";
import { hashSecret } from "@/lib/server/auth/secret-hash";
import { logger } from "@/lib/server/logger";

type SecurityEvent =
  | "sign_in_failed"
  | "sign_in_paused"
  | "sign_in_pause_started"
  | "cross_site_refused"
  | "code_rejected"
  | "webhook_refused"
  /** A signed payment event naming an order whose payment it is not, or not matching it (issue 20 item 5). */
  | "webhook_payment_mismatch";

/** The refusals that are security events, by error key; every other error is an ordinary request line. */
const eventByErrorKey: Partial<Record<ErrorCodeKey, SecurityEvent>> = {
  INVALID_CREDENTIALS: "sign_in_failed",
  SIGN_IN_PAUSED: "sign_in_paused",
  CROSS_SITE_REQUEST: "cross_site_refused",
  INVALID_CODE: "code_rejected",
  INVALID_RESET_LINK: "code_rejected",
  INVALID_UNLOCK_LINK: "code_rejected",
  INVALID_CAPTCHA: "code_rejected",
  BOT_CHECK_FAILED: "code_rejected",
  INVALID_WEBHOOK_SIGNATURE: "webhook_refused",
};

export function securityEventFor(key: ErrorCodeKey): SecurityEvent | undefined {
  return eventByErrorKey[key];
}

/** 16 bytes of HMAC-SHA256 (hex) of the trimmed, lower-cased account name; the same account always gives the same. */
export function hashAccount(account: string): string {
  return hashSecret(["security-log-account", account.trim().toLowerCase()]).slice(0, 32);
}

/** The account a request names: its body's `email`, else its `phoneNumber` (sign-in, codes, resets, sign-up). */
export function accountOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { email, phoneNumber } = body as { email?: unknown; phoneNumber?: unknown };
  if (typeof email === "string" && email.length > 0) return email;
  if (typeof phoneNumber === "string" && phoneNumber.length > 0) return phoneNumber;
  return undefined;
}

type EventFields = {
  /** The error key answered, when the event is a refusal. */
  key?: ErrorCodeKey;
  /** The e-mail address or phone number the request was about; logged only as its hash. */
  account?: string;
  /** A request that is not in a request context (next-auth's routes) passes its address itself. */
  clientAddress?: string;
  method?: string;
  path?: string;
};

/** One `warn` line for a security event; the request id, address and path come from the request context. */
export function logSecurityEvent(event: SecurityEvent, fields: EventFields = {}): void {
  const context = currentRequestContext();
  logger.warn(
    {
      event,
      code: fields.key ? errorCodes[fields.key].code : undefined,
      clientAddress: fields.clientAddress ?? context?.clientAddress,
      account: fields.account ? hashAccount(fields.account) : undefined,
      method: fields.method ?? context?.method,
      path: fields.path ?? context?.path,
    },
    "security event",
  );
}
