// GET /api/categories?sort=-sort&locale=en – example categories (docs/api.md).
import { ok } from "@/lib/server/api/envelope";
import { createHandler } from "@/lib/server/api/handler";
import { catalogueCacheHeaders } from "@/lib/server/catalogue/cache-headers";
import { negotiateLocale } from "@/lib/server/i18n/negotiate-locale";
import { listCategories } from "@/lib/server/services/catalogue/list-categories";
import { ZCategoryListQuery } from "@/lib/shared/validations/catalogue/list-query";

export const GET = createHandler({ auth: "none", query: ZCategoryListQuery }, async ({ query, req }) => {
  const locale = query.locale ?? negotiateLocale(req.headers.get("accept-language"));
  return ok(await listCategories({ ...query, locale }), { headers: catalogueCacheHeaders });
});
