// GET /api/examples/{id} – one example with its document (the preview dialog's ?example={id}).
import { AppError } from "@/lib/server/api/app-error";
import { ok } from "@/lib/server/api/envelope";
import { createHandler } from "@/lib/server/api/handler";
import { catalogueCacheHeaders } from "@/lib/server/catalogue/cache-headers";
import { findExample } from "@/lib/server/services/catalogue/find-example";
import { ZCatalogueItemParams } from "@/lib/shared/validations/catalogue/item-params";

export const GET = createHandler({ auth: "none", params: ZCatalogueItemParams }, async ({ params }) => {
  const example = await findExample(params.id);
  // docs/product.md §8: the client shows "Example not found" for an unknown id.
  if (!example) throw new AppError("NOT_FOUND", { message: "Example not found" });
  return ok(example, { headers: catalogueCacheHeaders });
});
