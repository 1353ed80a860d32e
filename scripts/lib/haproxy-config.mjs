// The HAProxy configuration `npm run cluster` runs (docs/operations.md, "Scaling out", shows the same for production):
// round-robin over the app instances, each checked on /api/health/ready, X-Forwarded-For added for the app's one
// trusted hop (TRUST_PROXY=1, scripts/lib/client-address.mjs), and X-Served-By naming the instance that answered.

/**
 * @param {{ bind: { host: string, port: number | string }, servers: { name: string, host?: string, port: number | string }[], statsSocket?: string, checkIntervalMs?: number }} options
 * @returns {string} the haproxy.cfg text
 */
export function haproxyConfig({ bind, servers, statsSocket, checkIntervalMs = 1000 }) {
  const lines = [
    "global",
    "  maxconn 2000",
    // The admin socket answers `show stat` (which servers are up); a file only this user can open.
    ...(statsSocket ? [`  stats socket ${statsSocket} mode 600 level admin`] : []),
    "",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 60s",
    // An event stream is quiet between model chunks; lib/server/api/sse.ts pings every 15 s, well inside this.
    "  timeout server 60s",
    "  timeout http-keep-alive 10s",
    // A readiness check on a busy machine can take a second (it asks PostgreSQL); a dead instance fails at once.
    "  timeout check 5s",
    // A request that cannot connect (an instance that just died) is sent to the other one: it never reached an app.
    "  retries 2",
    "  option redispatch 1",
    "",
    "frontend web",
    `  bind ${bind.host}:${bind.port}`,
    // Appends the client's address to X-Forwarded-For; the app reads the right-most entry only (TRUST_PROXY=1).
    "  option forwardfor",
    "  default_backend app",
    "",
    "backend app",
    "  balance roundrobin",
    "  option httpchk",
    "  http-check send meth GET uri /api/health/ready",
    "  http-check expect status 200",
    // Down after two failed checks, up again after two good ones.
    `  default-server inter ${checkIntervalMs}ms fall 2 rise 2`,
    "  http-response set-header X-Served-By %s",
    ...servers.map(({ name, host = "127.0.0.1", port }) => `  server ${name} ${host}:${port} check`),
    "",
  ];
  return lines.join("\n");
}

/**
 * The servers of `backend` with their state, from the admin socket's `show stat` CSV: `[{ name, status }]`, status
 * "UP", "DOWN", "UP 1/2" (going down), "DOWN 1/2" (coming up), "MAINT", …
 * @param {string} csv
 * @param {string} [backend]
 */
export function parseServerStates(csv, backend = "app") {
  const [header, ...rows] = csv.trim().split("\n");
  const columns = header.replace(/^# /, "").split(",");
  const at = (name) => columns.indexOf(name);
  return rows
    .map((row) => row.split(","))
    .filter((cells) => cells[at("pxname")] === backend && !["FRONTEND", "BACKEND"].includes(cells[at("svname")]))
    .map((cells) => ({ name: cells[at("svname")], status: cells[at("status")] }));
}
