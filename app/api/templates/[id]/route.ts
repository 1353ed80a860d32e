// GET /api/templates/{id or componentName} – one template (the preview dialog's ?template={id}).
import { AppError } from "@/lib/api/app-error";
import { ok } from "@/lib/api/envelope";
import { createHandler } from "@/lib/api/handler";
import { catalogueCacheHeaders, resolveCatalogueLocale } from "@/lib/catalogue/request-locale";
import { getTemplate } from "@/lib/services/catalogue/get-template";
import { ZCatalogueItemParams, ZCatalogueItemQuery } from "@/lib/validations/catalogue/item-params";

export const GET = createHandler({ auth: "none", params: ZCatalogueItemParams, query: ZCatalogueItemQuery }, async ({ params, query, req }) => {
  const template = await getTemplate(params.id, resolveCatalogueLocale(query.locale, req.headers.get("accept-language")));
  if (!template) throw new AppError("NOT_FOUND", { message: "Template not found" });
  return ok(template, { headers: catalogueCacheHeaders });
});
