// The terms of service and the privacy policy are Markdown files in content/legal/<page>.<locale>.md, rendered like
// the guides (components/guides/guide-markdown.tsx, on the server: no client JavaScript). Their title and description
// are the page metadata's (messages Metadata.terms / Metadata.privacy); the front matter holds the date of the text.
// `{contact}` in the text becomes the operator's SUPPORT_EMAIL as a mailto link, or the catalogue's fallback words
// when none is set.
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import type { Locale } from "@/i18n/routing";

export type LegalPageName = "terms" | "privacy";
export type LegalPage = { updated: string; body: string };

const LEGAL_DIR = path.join(process.cwd(), "content", "legal");

const ZLegalFrontMatter = z.object({
  // YAML turns an unquoted 2026-11-27 into a Date; accept both and keep the ISO day.
  updated: z
    .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
    .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)),
});

/** `contact`: Markdown put where the text says {contact}. */
export function loadLegalPage(name: LegalPageName, locale: Locale, contact: string): LegalPage {
  const file = `${name}.${locale}.md`;
  const { data, content } = matter(readFileSync(path.join(LEGAL_DIR, file), "utf8"));
  // A malformed file should fail the build loudly, naming the file, not render a page without its date.
  const meta = ZLegalFrontMatter.safeParse(data);
  if (!meta.success) throw new Error(`content/legal/${file}: bad front matter: ${meta.error.message}`);
  return { updated: meta.data.updated, body: content.replaceAll("{contact}", contact) };
}

/** The contact as Markdown: a mailto link when the operator set an address. */
export function legalContact(supportEmail: string | undefined, fallback: string): string {
  return supportEmail ? `[${supportEmail}](mailto:${supportEmail})` : fallback;
}
