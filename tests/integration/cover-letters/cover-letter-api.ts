// The cover letter routes (issue 26 item 3) as the tests call them: through createHandler, as production runs them,
// with the resume tests' session cookie.
import { call, type TestUser } from "@/tests/integration/resumes/helpers";
import { GET as stateRoute, POST as saveRoute } from "@/app/api/applications/[id]/cover-letter/route";
import { GET as templateRoute } from "@/app/api/applications/[id]/cover-letter/template/route";
import { POST as restoreRoute } from "@/app/api/applications/[id]/cover-letter/restore/route";

const path = (id: string) => `/api/applications/${id}/cover-letter`;

export const letterState = (user: TestUser, id: string) => call(stateRoute, { user, path: path(id), params: { id } });

export const letterTemplate = (user: TestUser, id: string) =>
  call(templateRoute, { user, path: `${path(id)}/template`, params: { id } });

export const saveLetter = (user: TestUser, id: string, body: unknown) =>
  call(saveRoute, { method: "POST", user, path: path(id), params: { id }, body });

export const restoreLetter = (user: TestUser, id: string, body: unknown) =>
  call(restoreRoute, { method: "POST", user, path: `${path(id)}/restore`, params: { id }, body });
