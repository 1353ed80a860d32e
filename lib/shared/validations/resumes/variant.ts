// Master and variants (issue 26 item 1, docs/product.md "Master and variants"): what Resume.variantBase stores, the
// route schemas and what the API answers. A variant is a whole resume row (caps, PDFs and sharing treat it as any
// resume); variantBase is the master as the variant last took it, keyed by the stable paths of
// lib/shared/resume/translation-link.ts (sections by id, items by itemKey, links by id), read by
// lib/shared/resume/variant-merge.ts.
import { z } from "zod";
import { MAX_LINKS } from "@/lib/shared/validations/resume-document/document";
import { ZResumeName } from "./resume-name";

/** A master's variants, everyone: enough for a job search's applications at one time (premium members' number). */
export const MAX_VARIANTS_PER_MASTER = 20;
/** A regular member's variants in total, all masters together (issue 26 item 7: a small number). */
export const REGULAR_VARIANTS_PER_USER = 2;

export const ZVariantBase = z.object({
  /** path → the master's value at the last sync (strings as they are, other values as JSON). */
  fields: z.record(z.string().max(200), z.string()),
  /** The master's sections and their item keys, in order, at the last sync. */
  order: z.array(z.object({ id: z.string().max(64), items: z.array(z.string().max(64)) })).max(40),
  /** The master's link ids, in order, at the last sync. A record made before links had ids holds their number: the ids
   * of such links are their positions (resume-document/link-ids.ts), as are the paths of its `fields`. */
  links: z.union([
    z.array(z.string().max(64)).max(MAX_LINKS),
    z
      .number()
      .int()
      .min(0)
      .max(MAX_LINKS)
      .transform((count) => Array.from({ length: count }, (_, i) => String(i))),
  ]),
});
export type TVariantBase = z.infer<typeof ZVariantBase>;

/** POST /api/resumes/{id}/variants: a variant of the caller's resume {id}. */
export const ZCreateVariantBody = z.object({ name: ZResumeName.optional() }).default({});
export type TCreateVariantBody = z.infer<typeof ZCreateVariantBody>;

/** PUT /api/resumes/{id}/variant: the caller's resume {id} becomes a variant of `masterId`, its content kept. */
export const ZConvertToVariantBody = z.object({ masterId: z.string().trim().min(1).max(64) });
export type TConvertToVariantBody = z.infer<typeof ZConvertToVariantBody>;

/** POST /api/resumes/{id}/variant/revert: one field (`path`) or, without it, every field back to the master's. */
export const ZRevertVariantBody = z.object({
  /** The variant's version the editor shows (the save protocol: a stale one answers 409). */
  version: z.number().int().min(1),
  path: z.string().min(1).max(200).optional(),
});
export type TRevertVariantBody = z.infer<typeof ZRevertVariantBody>;

export type VariantSummaryDto = { _id: string; name: string; updatedAt: string };

/** One of the variant's own fields: its value here and the master's (null: the master has no such field). */
export type VariantOwnFieldDto = { path: string; value: string; masterValue: string | null };

/** GET /api/resumes/{id}/variant-status: the variant side (master, own fields) and the master side (its variants). */
export type VariantStatusDto = {
  isVariant: boolean;
  masterId: string | null;
  masterName: string | null;
  /** The master is in the trash: nothing flows until it is restored. */
  masterMissing: boolean;
  version: number;
  own: VariantOwnFieldDto[];
  /** Sections and items that exist only in the variant (added there, or kept when the master removed them). */
  ownItems: number;
  variants: VariantSummaryDto[];
};
