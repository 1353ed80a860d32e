// Tracked links through their routes (createHandler, as production runs them), plus what the link's page does on a
// load: findShareLinkPage, then countShareLinkVisit with the request's headers. A visitor's address is the header the
// server in front of Next writes (lib/server/api/client-address.ts), as scripts/serve.mjs would for a real socket.
import { expect } from "@jest/globals";
import { call, dataOf, type TestUser } from "@/tests/integration/resumes/helpers";
import { GET as listRoute, POST as createRoute } from "@/app/api/resumes/[id]/share-links/route";
import { POST as revokeRoute } from "@/app/api/resumes/[id]/share-links/[linkId]/revoke/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/api/client-address";
import { countShareLinkVisit } from "@/lib/server/services/share-links/count-share-link-visit";
import { findShareLinkPage } from "@/lib/server/services/share-links/find-share-link-page";
import type { ShareLinkDto } from "@/lib/shared/validations/share-links/share-link";

export const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const path = (resumeId: string) => `/api/resumes/${resumeId}/share-links`;

export const listLinks = (user: TestUser, resumeId: string) =>
  call(listRoute, { user, path: path(resumeId), params: { id: resumeId } });

export const createLink = (user: TestUser, resumeId: string, body: unknown) =>
  call(createRoute, { method: "POST", user, path: path(resumeId), params: { id: resumeId }, body });

export const revokeLink = (user: TestUser, resumeId: string, linkId: string) =>
  call(revokeRoute, {
    method: "POST",
    user,
    path: `${path(resumeId)}/${linkId}/revoke`,
    params: { id: resumeId, linkId },
  });

export async function newLink(user: TestUser, resumeId: string, label = "Acme Corp"): Promise<ShareLinkDto> {
  const created = await createLink(user, resumeId, { label });
  expect(created.status).toBe(200);
  return dataOf<ShareLinkDto>(created);
}

export const tokenOf = (link: ShareLinkDto) => link.path.replace(/^\/s\//, "");

export async function linkOf(user: TestUser, resumeId: string, linkId: string): Promise<ShareLinkDto> {
  const links = dataOf<ShareLinkDto[]>(await listLinks(user, resumeId));
  const link = links.find((row) => row.id === linkId);
  if (!link) throw new Error(`link ${linkId} is not listed`);
  return link;
}

type Visitor = { address?: string; userAgent?: string; session?: TestUser; headers?: Record<string, string> };

/**
 * One load of /s/{token} as the page makes it: the link's page (null = the polite 404), then the count the page runs
 * after its response. Answers whether the page showed the resume and whether the load was counted.
 */
export async function visit(
  token: string,
  { address = "203.0.113.10", userAgent = BROWSER, session, headers = {} }: Visitor = {},
): Promise<{ shown: boolean; counted: boolean }> {
  const page = await findShareLinkPage(token);
  if (!page) return { shown: false, counted: false };
  const requestHeaders = new Headers({ [CLIENT_ADDRESS_HEADER]: address, "user-agent": userAgent, ...headers });
  const counted = await countShareLinkVisit(page.link, { headers: requestHeaders, sessionToken: session?.token });
  return { shown: true, counted };
}
