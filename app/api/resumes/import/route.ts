// POST /api/resumes/import – copy a public resume of this site from its link { url, template? }
import { createHandler } from "@/lib/server/api/handler";
import { rateLimits } from "@/lib/server/api/rate-limit-rules";
import { appUrl } from "@/lib/server/env";
import { importPublicResume } from "@/lib/server/services/resumes/import-public-resume";
import { ZImportResumeBody } from "@/lib/shared/validations/resumes/create-resume";

export const POST = createHandler(
  { auth: "required", body: ZImportResumeBody, rateLimit: rateLimits.createResume },
  ({ session, body, req }) => {
    // "This site" is APP_URL and whatever address the user reached us at (a LAN IP, a second domain): the Host header,
    // as the browser showed it in its address bar. req.nextUrl.host is not that (Next builds it from its own listen
    // address), but it is ours too. Trusting the header is safe here: the link is only read, never fetched.
    const ownHosts = [new URL(appUrl()).host, req.headers.get("host") ?? "", req.nextUrl.host].filter(Boolean);
    return importPublicResume(session.userId, body, ownHosts);
  },
);
