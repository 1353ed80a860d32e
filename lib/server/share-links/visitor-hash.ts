// Unique visitors of a tracked link without storing who they are (issue 26 item 4): an HMAC of the client address
// (lib/server/api/client-address.ts, TRUST_PROXY-aware) and the user agent, keyed with a key of that UTC day derived
// from AUTH_SECRET. One visitor is one hash all day; the next day's key gives another, so hashes cannot be followed
// from day to day, and a stored hash cannot be turned back into an address without the secret.
import "server-only";
import { createHmac } from "node:crypto";
import { env } from "@/lib/server/env";

function dayKey(day: string): Buffer {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set: the launcher provides one");
  return createHmac("sha256", secret).update(`share-link-visitor:${day}`).digest();
}

/** `day`: the UTC day of the visit, "YYYY-MM-DD" (lib/shared/share-links/utc-days.ts). 43 url-safe characters. */
export function visitorHash(address: string, userAgent: string, day: string): string {
  return createHmac("sha256", dayKey(day)).update(`${address}\n${userAgent}`).digest("base64url");
}
