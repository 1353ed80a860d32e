// The linked-translation routes (issue 27 item 1) as the tests drive them, loaded after harness.ts has pointed the
// environment at the fake model (like editor-api.ts).
import { NextRequest } from "next/server";
import { POST as retranslateRoute } from "@/app/api/resumes/[id]/translation/retranslate/route";
import { DELETE as unlinkRoute } from "@/app/api/resumes/[id]/translation-link/route";
import { GET as statusRoute } from "@/app/api/resumes/[id]/translation-status/route";
import type { TestUser } from "@/tests/integration/resumes/helpers";

type Route = (req: NextRequest, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;

function call(
  route: Route,
  method: string,
  path: string,
  id: string,
  user: TestUser,
  body?: unknown,
  signal?: AbortSignal,
) {
  const headers: Record<string, string> = { cookie: `x-cid=${user.token}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  const init = { method, headers, signal, ...(body !== undefined && { body: JSON.stringify(body) }) };
  return route(new NextRequest(`http://localhost${path}`, init), { params: Promise.resolve({ id }) });
}

export const translationStatus = (user: TestUser, id: string) =>
  call(statusRoute as Route, "GET", `/api/resumes/${id}/translation-status`, id, user);

export const retranslate = (user: TestUser, id: string, body: unknown, signal?: AbortSignal) =>
  call(retranslateRoute as Route, "POST", `/api/resumes/${id}/translation/retranslate`, id, user, body, signal);

export const unlink = (user: TestUser, id: string) =>
  call(unlinkRoute as Route, "DELETE", `/api/resumes/${id}/translation-link`, id, user);
