// PUT /api/resumes/{id}/variant – make my resume a variant of another, its content kept { masterId }; DELETE – detach
// it from its master: a plain resume again (issue 26 item 1)
import { createHandler } from "@/lib/server/api/handler";
import { convertToVariant } from "@/lib/server/services/variants/convert-to-variant";
import { detachVariant } from "@/lib/server/services/variants/detach-variant";
import { ZResumeIdParams } from "@/lib/shared/validations/resumes/resume-params";
import { ZConvertToVariantBody } from "@/lib/shared/validations/resumes/variant";

export const PUT = createHandler(
  { auth: "required", params: ZResumeIdParams, body: ZConvertToVariantBody },
  ({ session, params, body }) => convertToVariant(session.userId, params.id, body),
);

export const DELETE = createHandler({ auth: "required", params: ZResumeIdParams }, ({ session, params }) =>
  detachVariant(session.userId, params.id),
);
