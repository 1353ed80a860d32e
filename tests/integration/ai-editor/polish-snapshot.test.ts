// Issue 21 item 15: an AI polish first keeps the resume as it is on the server (a snapshot every device sees), since
// the user then applies its suggestions over the text. Not throttled like saves, never a second copy of the same
// version, and nothing for a polish refused before it starts.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import { startEditorAiHarness, type EditorAiApi } from "./harness";

jest.setTimeout(60_000);

let fake: FakeOpenAI;
let api: EditorAiApi;

beforeAll(async () => {
  ({ fake, api } = await startEditorAiHarness());
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

const MARKER = "Polish these resume texts.";
const snapshotsOf = (resumeId: string) =>
  api.db.resumeSnapshot.findMany({ where: { resumeId }, orderBy: { createdAt: "desc" } });

describe("polish keeps a snapshot", () => {
  it("of the state it starts from, once per version, and none for a refused polish", async () => {
    const poor = await api.seedCreatorUser(100);
    const poorResume = await api.seedResume(poor.id);
    const texts = [{ path: api.descriptionPath("sample-empolyment", 0), text: "Did things" }];
    expect((await api.polish(poor, { resumeId: poorResume.id, texts })).status).toBe(402);
    expect(await snapshotsOf(poorResume.id)).toEqual([]);

    const user = await api.seedCreatorUser(5_000);
    const resume = await api.seedResume(user.id);
    fake.when(MARKER, {
      kind: "json",
      content: { suggestions: [{ path: texts[0]!.path, suggestion: "Shipped things" }] },
      usage: { prompt_tokens: 30, completion_tokens: 10, total_tokens: 40 },
    });
    for (let run = 0; run < 2; run += 1) {
      const events = await api.eventsOf(await api.polish(user, { resumeId: resume.id, texts }));
      expect(events.map((e) => e.event)).toEqual(["message", "finish"]);
    }
    const snapshots = await snapshotsOf(resume.id);
    expect(snapshots.map((s) => [s.reason, s.version, s.name])).toEqual([["AI", resume.version, resume.name]]);
    expect(snapshots[0]!.data).toEqual(resume.data);
  });
});
