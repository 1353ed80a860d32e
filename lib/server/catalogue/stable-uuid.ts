// Name-based UUIDs (RFC 9562 version 5 layout over SHA-1): the same seed key always gives the same public link
// (/r/<uuid>), so a link printed on a template card survives a re-seed and is identical on every instance.
import "server-only";
import { createHash } from "node:crypto";

/** Our namespace, a fixed random UUID; never change it or every seeded public link changes. */
const NAMESPACE = "3f0c6a52-8d1e-4b7a-9c55-2e6f1d9b7a40";

export function stableUuid(name: string): string {
  const hash = createHash("sha1")
    .update(Buffer.from(NAMESPACE.replace(/-/g, ""), "hex"))
    .update(name, "utf8")
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const exampleResumeUuid = (exampleKey: string): string => stableUuid(`example:${exampleKey}`);
/** The English sample keeps its original key (links already handed out stay valid); the Chinese one has its own. */
export const templateSampleUuid = (componentName: string, locale: "en" | "zh" = "en"): string =>
  stableUuid(locale === "zh" ? `template-sample:${componentName}:zh` : `template-sample:${componentName}`);

/** The seeded user behind a creator key (User.userName is unique). */
export const creatorUserName = (creatorKey: string): string => `catalogue-${creatorKey}`;

/** The Chinese site's covers show the Chinese sample resume; the locale is part of the URL (and so of every cache key). */
export const templateCoverUrl = (componentName: string, locale: "en" | "zh" = "en"): string =>
  `/api/covers/templates/${encodeURIComponent(componentName)}.png${locale === "zh" ? "?locale=zh" : ""}`;
export const publicResumePath = (uuid: string): string => `/r/${uuid}`;
