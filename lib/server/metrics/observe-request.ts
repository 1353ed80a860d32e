// One answered API request into the HTTP series (createHandler, lib/server/api/handler.ts, calls it for every request).
import "server-only";
import { methodLabel, routeTemplate, statusClass } from "@/lib/server/metrics/http-labels";
import { metrics } from "@/lib/server/metrics/registry";

type TParams = Record<string, string | string[] | undefined>;

export function observeRequest(
  request: { method: string; pathname: string; params: TParams },
  status: number,
  ms: number,
) {
  const route = routeTemplate(request.pathname, request.params);
  const labels = { method: methodLabel(request.method), route, status_class: statusClass(status) };
  const { httpRequests, httpDuration, httpServerErrors } = metrics();
  httpRequests.inc(labels);
  httpDuration.observe(labels, ms / 1000);
  if (status >= 500) httpServerErrors.inc({ route });
}
