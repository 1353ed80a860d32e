// POST /api/download/{id} and its public variant. `format` (docs/product.md §7) picks the column layout of the PDF:
// "two" = the template exactly as designed (side column kept where the template has one); "one" = every section
// in one column, in order, the layout applicant-tracking systems parse best. Omitted → "two".
import { z } from "zod";

const pdfFormats = ["one", "two"] as const;
export const ZPdfFormat = z.enum(pdfFormats, { error: 'format must be "one" or "two"' });
export type TPdfFormat = z.infer<typeof ZPdfFormat>;

export const ZDownloadBody = z.object({ format: ZPdfFormat.default("two") }).default({ format: "two" });

export const ZDownloadParams = z.object({ id: z.string().min(1).max(64) });

/** Public links are a uuid or a custom URL (docs/product.md §7 "Public links"). */
export const ZPublicSlug = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: "not a public link" });
export const ZPublicDownloadParams = z.object({ slug: ZPublicSlug });
