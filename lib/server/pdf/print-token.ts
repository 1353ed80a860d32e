// Short-lived signed tokens that let Chromium open the print page of a private resume without a session:
// `<expiry seconds>.<HMAC-SHA256(AUTH_SECRET, "print:<resumeId>:<expiry>")>`. A token names one resume and dies
// after a minute, so a leaked print URL is worth little.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/server/env";

export const PRINT_TOKEN_TTL_SECONDS = 60;

function secret(): string {
  const value = env().AUTH_SECRET;
  if (!value) throw new Error("AUTH_SECRET is not set: the launcher provides one");
  return value;
}

function signature(resumeId: string, expiresAt: number): Buffer {
  return createHmac("sha256", secret()).update(`print:${resumeId}:${expiresAt}`).digest();
}

export function signPrintToken(resumeId: string, nowMs: number = Date.now()): string {
  const expiresAt = Math.floor(nowMs / 1000) + PRINT_TOKEN_TTL_SECONDS;
  return `${expiresAt}.${signature(resumeId, expiresAt).toString("base64url")}`;
}

export function verifyPrintToken(resumeId: string, token: string | undefined, nowMs: number = Date.now()): boolean {
  const match = token?.match(/^(\d{1,12})\.([A-Za-z0-9_-]{43})$/);
  if (!match?.[1] || !match[2]) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 < nowMs) return false;
  const given = Buffer.from(match[2], "base64url");
  const expected = signature(resumeId, expiresAt);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
