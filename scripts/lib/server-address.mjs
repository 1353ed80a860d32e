// Where the server listens and how that is shown: shared by the launcher (scripts/start.mjs), the server
// (scripts/serve.mjs) and, for the default APP_URL, the app (lib/server/env.ts displayHost, held equal by a unit test).
import net from "node:net";

/**
 * The address to print for a server bound to `host`: a wildcard (0.0.0.0, ::) as `localhost`, an IPv6 address in
 * brackets. It is also the app's default APP_URL (lib/server/env.ts appUrl, a unit test holds the two together), so the
 * address a person opens and the links the server builds name the same host, and the session cookie goes with them.
 */
export function displayHost(host) {
  if (!host || host === "0.0.0.0" || host === "::" || host === "[::]") return "localhost";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

export const displayUrl = (host, port) => `http://${displayHost(host)}:${port}`;

/** Exit status of scripts/serve.mjs (and the launcher) when the server cannot listen; the line was printed. */
export const EXIT_LISTEN_FAILED = 98;

/** One line saying why listening on host:port failed and what to do. */
export function listenErrorMessage(error, host, port) {
  const where = `${host}:${port}`;
  if (error.code === "EADDRINUSE")
    return `port ${port} is already in use on ${host} (another server listens on ${where}): stop it, or set another PORT`;
  if (error.code === "EACCES") return `not allowed to listen on ${where}: use a PORT above 1023`;
  if (error.code === "EADDRNOTAVAIL") return `${host} is not an address of this machine: set HOST to one that is`;
  return `cannot listen on ${where}: ${error.message}`;
}

/** Resolves when host:port can be listened on (the port is let go at once), else rejects with listen's error. */
export function checkPortFree(host, port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(Number(port), host, () => probe.close(() => resolve()));
  });
}
