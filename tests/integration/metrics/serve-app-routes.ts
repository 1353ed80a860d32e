// The app's route handlers over real HTTP, each request stamped as scripts/serve.mjs stamps it (the socket's address
// and whether proxy headers came, scripts/lib/client-address.mjs) before the app reads it.
import { serveRoutes, type TRoute, type TServedRoutes } from "@/tests/integration/ai/serve-over-http";
import { stampClientAddress } from "../../../scripts/lib/client-address.mjs";

export function serveAppRoutes(routes: Record<string, TRoute>, trustProxy = 0): Promise<TServedRoutes> {
  return serveRoutes(routes, (request) => stampClientAddress(request, trustProxy));
}

/** The value of one series in Prometheus text, or undefined when the scrape does not hold it. */
export function seriesValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
