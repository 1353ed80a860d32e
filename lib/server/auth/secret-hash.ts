// Codes, captcha answers and reset tokens are stored only as an HMAC keyed with AUTH_SECRET: a leaked table cannot
// be brute-forced offline without the secret, and the purpose and target are bound into the hash.
import "server-only";
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { authSecret } from "./session-token";

export function hashSecret(parts: readonly string[]): string {
  return createHmac("sha256", authSecret()).update(parts.join("\u0000")).digest("hex");
}

export function secretMatches(storedHash: string, parts: readonly string[]): boolean {
  const actual = Buffer.from(hashSecret(parts), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Six decimal digits, leading zeros kept. */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join("");
}

export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}
