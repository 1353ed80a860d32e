// Every HTTP server the tests start in their own process (the fakes here, the integration suites' route and print-page
// servers) listens through this, so each keeps an idle kept-alive socket open longer than its client does. Node's
// default of 5 s races the client's own expiry (undici takes the server's hint less a second, on a coarse timer): a
// test busy for seconds between two requests (building a 100 MB ZIP on a loaded machine) had the server close the
// socket just as the client reused it, and the request failed with ECONNRESET ("fetch failed"), as in linkedin-import
// and pdf-text-and-tags beside the browser tests. The app's own server does the same (scripts/serve.mjs).
import type { Server } from "node:http";

const IDLE_SOCKET_MS = 65_000;

/** Listens on `host:port` (0: a free port) and resolves the port; a port that is taken fails at once. */
export async function listenLocal(server: Server, port = 0, host = "127.0.0.1"): Promise<number> {
  server.keepAliveTimeout = IDLE_SOCKET_MS;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("test server did not get a port");
  return address.port;
}
