// GET /api/templates?pageSize=20&currentPage=1&sort=-sort&locale=en – the template catalogue (docs/api.md).
import { ok } from "@/lib/server/api/envelope";
import { createHandler } from "@/lib/server/api/handler";
import { catalogueCacheHeaders } from "@/lib/server/catalogue/cache-headers";
import { negotiateLocale } from "@/lib/server/i18n/negotiate-locale";
import { listTemplates } from "@/lib/server/services/catalogue/list-templates";
import { ZTemplateListQuery } from "@/lib/shared/validations/catalogue/list-query";

export const GET = createHandler({ auth: "none", query: ZTemplateListQuery }, async ({ query, req }) => {
  const locale = query.locale ?? negotiateLocale(req.headers.get("accept-language"));
  return ok(await listTemplates({ ...query, locale }), { headers: catalogueCacheHeaders });
});
