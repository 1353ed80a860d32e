// GET /api/examples?pageSize=40&currentPage=1&sort=-sort&locale=en&category=<id|slug> – example resumes (docs/api.md).
import { ok } from "@/lib/api/envelope";
import { createHandler } from "@/lib/api/handler";
import { catalogueCacheHeaders } from "@/lib/catalogue/cache-headers";
import { negotiateLocale } from "@/lib/i18n/negotiate-locale";
import { listExamples } from "@/lib/services/catalogue/list-examples";
import { ZExampleListQuery } from "@/lib/validations/catalogue/list-query";

export const GET = createHandler({ auth: "none", query: ZExampleListQuery }, async ({ query, req }) => {
  const locale = query.locale ?? negotiateLocale(req.headers.get("accept-language"));
  return ok(await listExamples({ ...query, locale }), { headers: catalogueCacheHeaders });
});
