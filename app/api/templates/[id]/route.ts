// GET /api/templates/{id or componentName} – one template (the preview dialog's ?template={id}).
import { AppError } from "@/lib/api/app-error";
import { ok } from "@/lib/api/envelope";
import { createHandler } from "@/lib/api/handler";
import { catalogueCacheHeaders } from "@/lib/catalogue/cache-headers";
import { negotiateLocale } from "@/lib/i18n/negotiate-locale";
import { findTemplate } from "@/lib/services/catalogue/find-template";
import { ZCatalogueItemParams, ZCatalogueItemQuery } from "@/lib/validations/catalogue/item-params";

export const GET = createHandler(
  { auth: "none", params: ZCatalogueItemParams, query: ZCatalogueItemQuery },
  async ({ params, query, req }) => {
    const template = await findTemplate(params.id, query.locale ?? negotiateLocale(req.headers.get("accept-language")));
    if (!template) throw new AppError("NOT_FOUND", { message: "Template not found" });
    return ok(template, { headers: catalogueCacheHeaders });
  },
);
