// GET /api/applications/{id}/cover-letter/template – the structured letter to start from, in the resume's language (not saved)
import { createHandler } from "@/lib/server/api/handler";
import { getTemplateLetter } from "@/lib/server/services/cover-letters/get-template-letter";
import { ZApplicationParams } from "@/lib/shared/validations/applications/application";

export const GET = createHandler({ auth: "required", params: ZApplicationParams }, ({ session, params }) =>
  getTemplateLetter(session.userId, params.id),
);
