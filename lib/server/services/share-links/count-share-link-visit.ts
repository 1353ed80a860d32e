// Whether a load of a tracked link's page is a view, and if so, counting it (issue 26 item 4): not robots, link
// unfurlers, headless browsers (our PDF renderer among them) or prefetches (lib/server/share-links/is-counted-visit.ts),
// and not the owner while signed in (the editor's "open" and the owner's own checks). The visitor is known by a hash
// of the client address (lib/server/api/client-address.ts: the socket's, or the proxy's per TRUST_PROXY) and the user
// agent under the day's key; the address itself is never stored. The page calls this after its response is sent.
import "server-only";
import { clientAddress } from "@/lib/server/api/client-address";
import { resolveSession } from "@/lib/server/auth/get-session";
import { isCountedVisit } from "@/lib/server/share-links/is-counted-visit";
import { visitorHash } from "@/lib/server/share-links/visitor-hash";
import { utcDay } from "@/lib/shared/share-links/utc-days";
import { recordShareLinkView } from "./record-share-link-view";

export type ShareLinkVisit = {
  /** The page request's headers: user agent, purpose and the client address the server in front of Next wrote. */
  headers: Pick<Headers, "get">;
  /** The visitor's session token, when the request carried one. */
  sessionToken: string | null | undefined;
};

export async function countShareLinkVisit(
  link: { id: string; userId: string },
  visit: ShareLinkVisit,
  now = new Date(),
): Promise<boolean> {
  if (!isCountedVisit(visit.headers)) return false;
  const session = visit.sessionToken ? await resolveSession(visit.sessionToken) : null;
  if (session?.userId === link.userId) return false;
  const address = clientAddress(visit.headers as Headers);
  const hash = visitorHash(address, visit.headers.get("user-agent") ?? "", utcDay(now));
  return recordShareLinkView(link.id, hash, now);
}
