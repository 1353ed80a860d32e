// The app as the editor AI tests drive it, loaded by harness.ts once the environment points at the fake model: the
// polish and translate routes called through createHandler with a signed-in user, and the checks the tests make.
import { NextRequest } from "next/server";
import { POST as polishRoute } from "@/app/api/ai/polish/route";
import { POST as translateRoute } from "@/app/api/ai/translate/route";
import { db } from "@/lib/server/db";
import { seedCreatorUser } from "@/tests/integration/ai-creator/creator-api";
import { readEvents, type SseEvent } from "@/tests/integration/ai-creator/sse-events";
import { seedResume, type TestUser } from "@/tests/integration/resumes/helpers";
import { balanceOf, ledgerSum, rowsOf } from "@/tests/integration/tokens/helpers";

export { balanceOf, db, ledgerSum, readEvents, rowsOf, seedCreatorUser, seedResume, type SseEvent, type TestUser };
export { polishRoute, translateRoute };

function post(
  route: (req: NextRequest) => Promise<Response>,
  path: string,
  user: TestUser | undefined,
  body: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (user) headers.cookie = `x-cid=${user.token}`;
  return route(
    new NextRequest(`http://localhost${path}`, { method: "POST", headers, body: JSON.stringify(body), signal }),
  );
}

export const polish = (user: TestUser | undefined, body: unknown, signal?: AbortSignal) =>
  post(polishRoute, "/api/ai/polish", user, body, signal);

export const translate = (user: TestUser | undefined, body: unknown, signal?: AbortSignal) =>
  post(translateRoute, "/api/ai/translate", user, body, signal);

export async function eventsOf(response: Response): Promise<SseEvent[]> {
  if (response.status !== 200) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
  return readEvents(response);
}

export const descriptionPath = (sectionId: string, index: number) => `sections.${sectionId}.data.${index}.description`;

/** The description texts of a seeded resume's section, as the editor would send them. */
export async function sectionTexts(resumeId: string, sectionId: string) {
  const resume = await db.resume.findUniqueOrThrow({ where: { id: resumeId } });
  const data = resume.data as { sections: { id: string; data: { description: string }[] }[] };
  const section = data.sections.find((s) => s.id === sectionId)!;
  return section.data
    .map((item, index) => ({ path: descriptionPath(sectionId, index), text: item.description }))
    .filter((t) => t.text.trim() !== "");
}

export async function tasksOf(userId: string) {
  return db.aiTask.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
}

export async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
