// GET /api/examples?pageSize=40&currentPage=1&sort=-sort&locale=en&category=<id|slug> – example resumes (docs/api.md).
import { ok } from "@/lib/server/api/envelope";
import { createHandler } from "@/lib/server/api/handler";
import { catalogueCacheHeaders } from "@/lib/server/catalogue/cache-headers";
import { negotiateLocale } from "@/lib/server/i18n/negotiate-locale";
import { listExamples } from "@/lib/server/services/catalogue/list-examples";
import { ZExampleListQuery } from "@/lib/shared/validations/catalogue/list-query";

export const GET = createHandler({ auth: "none", query: ZExampleListQuery }, async ({ query, req }) => {
  const locale = query.locale ?? negotiateLocale(req.headers.get("accept-language"));
  return ok(await listExamples({ ...query, locale }), { headers: catalogueCacheHeaders });
});
