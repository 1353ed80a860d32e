// The labels of a request's series: bounded whatever clients send, so that a scrape never grows with traffic.
// The route is the route file's template (/api/resumes/[id]), rebuilt from the path and the dynamic segments Next
// matched: two resumes' ids give one series, and every path the catch-all (app/api/[...path]) answers gives one more.
import "server-only";

type TParams = Record<string, string | string[] | undefined>;

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A method Next routes, else "OTHER" (the method is the client's to write). */
export const methodLabel = (method: string): string => (METHODS.has(method) ? method : "OTHER");

/** 200 → "2xx"; anything outside 100–599 → "other". */
export const statusClass = (status: number): string =>
  status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The last run of segments (not yet a placeholder) equal to `values`, from the right: dynamic segments come last. */
function lastRun(segments: string[], values: string[], placeholders: Set<number>): number {
  for (let start = segments.length - values.length; start >= 0; start -= 1) {
    const fits = values.every((value, i) => !placeholders.has(start + i) && decode(segments[start + i]!) === value);
    if (fits) return start;
  }
  return -1;
}

/**
 * `/api/resumes/ck1/snapshots` with `{ id: "ck1" }` → `/api/resumes/[id]/snapshots`; a catch-all's segments become one
 * `[...name]`. Without params (a static route) the path is already the route's own.
 */
export function routeTemplate(pathname: string, params: TParams): string {
  const segments = pathname.split("/");
  const placeholders = new Set<number>();
  const runs: { start: number; length: number; label: string }[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) continue;
    const start = lastRun(segments, values, placeholders);
    // Not in the path (never seen; Next takes params from it): the API area only, rather than a raw value.
    if (start < 0) return `${segments.slice(0, 3).join("/")}/[?]`;
    values.forEach((_, i) => placeholders.add(start + i));
    runs.push({ start, length: values.length, label: Array.isArray(value) ? `[...${name}]` : `[${name}]` });
  }
  // Right to left, so that earlier starts stay valid while later runs shrink to one segment.
  for (const run of runs.sort((a, b) => b.start - a.start)) segments.splice(run.start, run.length, run.label);
  return segments.join("/");
}
