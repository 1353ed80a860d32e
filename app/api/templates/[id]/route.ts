// GET /api/templates/{id or componentName} – one template (the preview dialog's ?template={id}).
import { AppError } from "@/lib/server/api/app-error";
import { ok } from "@/lib/server/api/envelope";
import { createHandler } from "@/lib/server/api/handler";
import { catalogueCacheHeaders } from "@/lib/server/catalogue/cache-headers";
import { negotiateLocale } from "@/lib/server/i18n/negotiate-locale";
import { findTemplate } from "@/lib/server/services/catalogue/find-template";
import { ZCatalogueItemParams, ZCatalogueItemQuery } from "@/lib/shared/validations/catalogue/item-params";

export const GET = createHandler(
  { auth: "none", params: ZCatalogueItemParams, query: ZCatalogueItemQuery },
  async ({ params, query, req }) => {
    const template = await findTemplate(params.id, query.locale ?? negotiateLocale(req.headers.get("accept-language")));
    if (!template) throw new AppError("NOT_FOUND", { message: "Template not found" });
    return ok(template, { headers: catalogueCacheHeaders });
  },
);
