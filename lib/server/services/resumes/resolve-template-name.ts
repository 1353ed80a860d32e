import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import { resumeMessages } from "@/lib/shared/validations/resumes/messages";

/** A create call's `template`: a componentName, or the id of a catalogue Template row (what /api/templates lists). */
export async function resolveTemplateName(ref: string): Promise<string> {
  if (getTemplateMeta(ref)) return ref;
  const row = await db.template.findUnique({ where: { id: ref }, select: { componentName: true } });
  if (row && getTemplateMeta(row.componentName)) return row.componentName;
  throw new AppError("INVALID_INPUT", {
    message: `${resumeMessages.unknownTemplate}: ${ref}`,
    details: [{ path: "template", message: resumeMessages.unknownTemplate }],
  });
}
