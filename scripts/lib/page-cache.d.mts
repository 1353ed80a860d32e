// Types for scripts/lib/page-cache.mjs (plain JavaScript: the launcher runs without a TypeScript step).
import type { IncomingMessage, ServerResponse } from "node:http";

export type PageCacheOptions = {
  pageTtlMs?: number;
  assetTtlMs?: number;
  maxEntries?: number;
  maxEntryBytes?: number;
  sessionCookie?: string;
  /** TRUST_PROXY: with hops trusted, X-Forwarded-Proto and X-Forwarded-Host are part of the key. */
  trustProxy?: number;
  now?: () => number;
};

export type PageCache = {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  capture(req: IncomingMessage, res: ServerResponse): void;
  clear(): void;
  readonly size: number;
};

export function createPageCache(options?: PageCacheOptions): PageCache;
