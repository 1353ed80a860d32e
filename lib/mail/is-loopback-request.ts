// /dev/outbox answers only a browser on this machine: the Host must be a loopback name and every address in
// X-Forwarded-For (which Next fills with the socket's address when absent) must be loopback too.
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const isLoopbackAddress = (address: string): boolean => /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address.trim());

export function isLoopbackRequest(headers: Headers): boolean {
  const host = (headers.get("host") ?? "").toLowerCase().replace(/:\d+$/, "");
  if (!LOOPBACK_HOSTS.has(host)) return false;
  const forwarded = headers.get("x-forwarded-for");
  return forwarded === null || forwarded.split(",").every(isLoopbackAddress);
}
