// POST /api/parsePdf – multipart `file`: a resume (PDF, or Word: the bytes decide) up to 5 MB → { content }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { readResumeUpload } from "@/lib/server/extract/read-resume-upload";
import { extractResumeFile } from "@/lib/server/services/resume-parse/extract-resume-file";

export const POST = createHandler(
  { auth: "required", rateLimit: rateLimits.parseResumeFile },
  async ({ req, session }) => ({
    content: await extractResumeFile(session.userId, await readResumeUpload(req)),
  }),
);
