// The uploaded file of a parse request: a multipart body read through the capped reader (the server stops reading
// at the limit, chunked or not), field `file` (or the only file in the form).
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { invalidField } from "@/lib/server/api/invalid-field";
import { readFormBody } from "@/lib/server/api/read-body";
import { MAX_RESUME_FILE_BYTES } from "@/lib/shared/validations/resume-parse/upload-limits";

/** The multipart envelope adds a little to the file; a longer body is refused (413) without reading the rest. */
const MAX_BODY_BYTES = MAX_RESUME_FILE_BYTES + 64 * 1024;

export async function readResumeUpload(request: Request): Promise<Buffer> {
  const form = await readFormBody(request, MAX_BODY_BYTES, "FILE_TOO_LARGE");
  const named = form?.get("file");
  const file = named instanceof Blob ? named : [...(form?.values() ?? [])].find((v) => v instanceof Blob);
  if (!(file instanceof Blob)) throw invalidField("file", "ApiValidation.required", { values: { field: "file" } });
  if (file.size > MAX_RESUME_FILE_BYTES) throw new AppError("FILE_TOO_LARGE");
  return Buffer.from(await file.arrayBuffer());
}
