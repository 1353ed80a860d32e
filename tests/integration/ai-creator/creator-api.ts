// The app as the AI creator tests drive it, loaded by harness.ts once the environment points at the fake model:
// the two routes called through createHandler with a signed-in user, and the database checks the tests make.
import { NextRequest } from "next/server";
import { POST as checkRoute } from "@/app/api/checkIsValidProfession/route";
import { GET as streamRoute } from "@/app/api/generateResumeByStream/route";
import { db } from "@/lib/server/db";
import { grantTokens } from "@/lib/server/services/ledger/grant-tokens";
import { call, seedUser, type TestUser } from "@/tests/integration/resumes/helpers";
import { balanceOf, ledgerSum, rowsOf } from "@/tests/integration/tokens/helpers";
import type { FakeOpenAI, FakeReply } from "@/tests/fakes/openai-server";
import { readEvents, type SseEvent } from "./sse-events";

export { balanceOf, db, ledgerSum, rowsOf, seedUser, streamRoute, type TestUser };

export type CheckBody = {
  keyword: unknown;
  template?: unknown;
  aiProvider?: unknown;
  additionalData?: { workExperience?: unknown[]; educationExperience?: unknown[] };
};

/** A user of the given kind whose balance comes from an INITIAL grant, so the ledger sums to the balance. */
export async function seedCreatorUser(tokens: number, kind: "regular" | "premium" = "regular"): Promise<TestUser> {
  const user = await seedUser(kind);
  if (tokens > 0) await grantTokens({ userId: user.id, type: "INITIAL", amount: tokens, reference: user.id });
  return user;
}

export function check(user: TestUser | undefined, body: unknown, locale: "en" | "zh" = "en") {
  return call(checkRoute, {
    method: "POST",
    path: "/api/checkIsValidProfession",
    user,
    body,
    headers: { "x-locale": locale },
  });
}

/** The processId of a check the fake model accepts (the test scripted it). */
export async function startTask(user: TestUser, body: CheckBody, locale: "en" | "zh" = "en"): Promise<string> {
  const result = await check(user, body, locale);
  const data = result.body.data as { valid?: boolean; processId?: string } | undefined;
  if (result.status !== 200 || !data?.valid || !data.processId)
    throw new Error(`check refused: ${result.status} ${JSON.stringify(result.body)}`);
  return data.processId;
}

export function openStream(user: TestUser | undefined, processId: string, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = {};
  if (user) headers.cookie = `x-cid=${user.token}`;
  const query = new URLSearchParams({ processId, aiProvider: "openai" });
  return streamRoute(new NextRequest(`http://localhost/api/generateResumeByStream?${query}`, { headers, signal }));
}

/** The stream of one task, read to its end. */
export async function streamEvents(user: TestUser, processId: string): Promise<SseEvent[]> {
  const response = await openStream(user, processId);
  if (response.status !== 200) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
  return readEvents(response);
}

export const CHECK_MARKER = "Is this keyword a job title?";
export const GENERATE_MARKER = "Write the resume for this job title";

/** The model accepts every keyword as a job title, except those in `rejected`. */
export function acceptJobTitles(fake: FakeOpenAI, rejected: string[] = []): void {
  for (const keyword of rejected)
    fake.when(`"keyword": "${keyword}"`, { kind: "json", content: { isJobTitle: false, normalizedTitle: "" } });
  fake.when(CHECK_MARKER, { kind: "json", content: { isJobTitle: true, normalizedTitle: "Data Analyst" } });
}

export function answerGeneration(fake: FakeOpenAI, reply: FakeReply): void {
  fake.when(GENERATE_MARKER, reply);
}

export async function taskOf(processId: string) {
  return db.aiTask.findUniqueOrThrow({ where: { id: processId } });
}

/** Waits for a condition the server reaches after the client has gone (the refund of a cancelled run). */
export async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
