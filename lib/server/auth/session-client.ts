import "server-only";
import { clientAddress } from "@/lib/server/api/client-address";
import type { SessionClient } from "@/lib/server/services/sessions/start-session";

/** What the sessions list shows about a sign-in: the browser's User-Agent and the client address, both bounded. */
export function sessionClient(headers: Headers): SessionClient {
  const address = clientAddress(headers);
  return {
    userAgent: headers.get("user-agent")?.slice(0, 512) || null,
    clientAddress: address !== "unknown" ? address.slice(0, 64) : null,
  };
}
