// Where a purchase returns to (issue 21 item 7): the resume the buyer was editing, and whether they came for its PDF.
// It travels as two query fields, `returnTo` (the resume id) and `download=1`, from the editor's upgrade dialog to
// /pricing, through the order (the server puts it on the success URL only for the buyer's own resume) to the welcome
// notice, which leads back to the editor. The path is built here from an id of RETURN_RESUME_ID's characters, so a
// crafted link can only ever lead to an editor page on this site (which itself opens only its owner's resume).
// No zod here: the home, pricing, template and example pages load this file, and zod would take them 38 kB past the
// first-load budget (bench:bundle); the request schema in lib/shared/validations/orders/create-order.ts uses the same pattern.

export type ReturnTo = { resumeId: string; download: boolean };

/** A resume id as the editor's URL carries it (a cuid); anything else is no return target. */
export const RETURN_RESUME_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The target a query names, or null (absent or malformed). */
export function readReturnTo(params: URLSearchParams | null | undefined): ReturnTo | null {
  const resumeId = params?.get("returnTo");
  return resumeId && RETURN_RESUME_ID.test(resumeId) ? { resumeId, download: params?.get("download") === "1" } : null;
}

/** The query fields of a target: { returnTo, download? }. */
export function returnToFields({ resumeId, download }: ReturnTo): Record<string, string> {
  return download ? { returnTo: resumeId, download: "1" } : { returnTo: resumeId };
}

/** `returnTo=…&download=1`, for a URL's query. */
export function returnToQuery(returnTo: ReturnTo): string {
  return new URLSearchParams(returnToFields(returnTo)).toString();
}

/**
 * The editor of that resume (the router adds the locale's prefix), starting the download when asked; null if unsafe.
 * An id of RETURN_RESUME_ID's characters (no slash, dot, backslash or percent) cannot leave /editor/, so the general
 * check (safeRedirectPath) is not loaded here: the home page has no first-load bytes to spare (bench:bundle).
 */
export function returnToPath({ resumeId, download }: ReturnTo): string | null {
  return RETURN_RESUME_ID.test(resumeId) ? `/editor/${resumeId}${download ? "?download=1" : ""}` : null;
}
