// Path and query of GET /api/templates/{id} and GET /api/examples/{id}.
import { z } from "zod";

export const ZCatalogueItemParams = z.object({ id: z.string().trim().min(1).max(64, { error: "id is too long" }) });
export const ZCatalogueItemQuery = z.object({
  locale: z
    .enum(["en", "zh", "ch"], { error: "locale must be en or zh" })
    .transform((value) => (value === "ch" ? "zh" : value))
    .optional(),
});
