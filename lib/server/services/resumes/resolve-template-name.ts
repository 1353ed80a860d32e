import "server-only";
import { invalidField } from "@/lib/server/api/invalid-field";
import { db } from "@/lib/server/db";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import { resumeMessages } from "@/lib/shared/validations/resumes/messages";

/** A create call's `template`: a componentName, or the id of a catalogue Template row (what /api/templates lists). */
export async function resolveTemplateName(ref: string): Promise<string> {
  if (getTemplateMeta(ref)) return ref;
  const row = await db.template.findUnique({ where: { id: ref }, select: { componentName: true } });
  if (row && getTemplateMeta(row.componentName)) return row.componentName;
  throw invalidField("template", resumeMessages.unknownTemplate);
}
