// Chromium reaches the app over loopback, never through APP_URL: the public URL may sit behind a proxy, a CDN or
// DNS that the server cannot (or must not) resolve to itself. This origin is also the only one the page may fetch.
import { env } from "@/lib/env";

export function internalOrigin(): string {
  return `http://127.0.0.1:${env().PORT}`;
}
