// Parse tasks whose content a client made up (issue 20 item 1): a page 1e18 points wide is refused with a readable
// message in both languages and no task; content that keeps the parser busy for a long time is parsed on the
// extraction threads, so the server keeps answering everyone else — over real HTTP, /api/health within 200 ms while
// five such parses run.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { POST as taskRoute } from "@/app/api/getResumeParseTaskId/route";
import { INVALID_INPUT } from "@/lib/shared/api/codes";
import { db } from "@/lib/server/db";
import type { TTextItem } from "@/lib/shared/validations/resume-parse/parse-content";
import { readEvents, type SseEvent } from "@/tests/integration/ai-creator/sse-events";
import { call, seedUser, type TestUser } from "@/tests/integration/resumes/helpers";
import { serveRoutes } from "./route-server";
import { createTask } from "./upload-api";

const HEALTH_BUDGET_MS = 200;

const page = (width: number) => ({
  source: "pdf",
  pages: [{ width, height: 842 }],
  items: [{ text: "Jane Doe", x: 40, y: 40, width: 60, height: 12, fontSize: 12, bold: true, page: 1 }],
});

/** 20,000 lines of one paragraph on one tall page (2.7 MB, within every limit): seconds of parsing on one thread. */
function busyContent() {
  const items: TTextItem[] = Array.from({ length: 20_000 }, (_, i) => ({
    text: `Jan 2019 – Present Senior Engineer ${i}`,
    x: 10,
    y: Math.round(((i * 0.7) % 14_000) * 100) / 100,
    width: 300,
    height: 10,
    fontSize: 10,
    bold: i % 7 === 0,
    page: 1,
  }));
  return { source: "pdf", pages: [{ width: 600, height: 14_400 }], items };
}

describe("hostile parse content", () => {
  it("refuses a page 1e18 points wide with a message in the request's language, and makes no task", async () => {
    const user = await seedUser();
    const english = await createTask(user, { content: page(1e18) });
    expect([english.status, english.body.code]).toEqual([400, INVALID_INPUT]);
    expect(english.body.message).toBe("A page can be at most 14,400 points wide and high");
    const chinese = await call(taskRoute, {
      method: "POST",
      path: "/api/getResumeParseTaskId",
      user,
      body: { content: JSON.stringify(page(1e18)) },
      headers: { "x-locale": "zh" },
    });
    expect([chinese.status, chinese.body.code]).toEqual([400, INVALID_INPUT]);
    expect(chinese.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await db.aiTask.count({ where: { userId: user.id } })).toBe(0);
  });

  describe("over real HTTP", () => {
    let server: Awaited<ReturnType<typeof serveRoutes>>;
    beforeAll(async () => {
      server = await serveRoutes();
    });
    afterAll(async () => server.close());

    const cookie = (user: TestUser) => ({ cookie: `x-cid=${user.token}` });

    async function timedHealth(): Promise<number> {
      const startedAt = performance.now();
      const response = await fetch(`${server.url}/api/health`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      return performance.now() - startedAt;
    }

    it("answers /api/health within 200 ms while five hostile parses run", async () => {
      const users = await Promise.all(Array.from({ length: 5 }, () => seedUser()));
      const body = JSON.stringify({ content: busyContent() });
      const taskIds: string[] = [];
      for (const user of users) {
        const response = await fetch(`${server.url}/api/getResumeParseTaskId`, {
          method: "POST",
          headers: { ...cookie(user), "content-type": "application/json" },
          body,
        });
        const answer = (await response.json()) as { data: { taskId: string } };
        expect(response.status).toBe(200);
        taskIds.push(answer.data.taskId);
      }
      // A warm-up parse and answer, so that no measured one pays for compiling a module on first use (the test
      // runner compiles the app's modules as they are first loaded; the production build has them compiled).
      const warmUser = await seedUser();
      const warm = await createTask(warmUser, {
        content: { source: "docx", blocks: [{ kind: "heading", text: "Jane Doe", level: 1 }] },
      });
      const warmQuery = new URLSearchParams({ taskId: (warm.body.data as { taskId: string }).taskId });
      const warmStream = await fetch(`${server.url}/api/parseResumeByStream?${warmQuery}`, {
        headers: cookie(warmUser),
      });
      expect((await readEvents(warmStream)).at(-1)?.event).toBe("finish");
      await timedHealth();

      let finished = 0;
      const streams = users.map(async (user, i) => {
        const query = new URLSearchParams({ taskId: taskIds[i] as string });
        const response = await fetch(`${server.url}/api/parseResumeByStream?${query}`, { headers: cookie(user) });
        const events: SseEvent[] = await readEvents(response);
        finished += 1;
        return events;
      });
      // The parses have started once every task is claimed (the run begins right after its claim).
      while ((await db.aiTask.count({ where: { id: { in: taskIds }, status: { not: "PENDING" } } })) < 5);

      const during: number[] = [];
      while (finished < 5) {
        const time = await timedHealth();
        if (finished < 5) during.push(time);
      }
      const outcomes = await Promise.all(streams);
      // The health checks overlapped the parses and answered in time. On a machine shared with other work (load 10 on
      // two cores here) the scheduler alone now and then delays one answer, so nine in ten must be in time; a parse on
      // the request thread held every answer that met it for the whole parse (most of them, for seconds).
      expect(during.length).toBeGreaterThanOrEqual(10);
      const late = during.filter((time) => time > HEALTH_BUDGET_MS);
      expect({ late: late.length, of: during.length, ok: late.length <= during.length / 10 }).toMatchObject({
        ok: true,
      });
      for (const events of outcomes) expect(["finish", "error"]).toContain(events.at(-1)?.event);
    }, 120_000);
  });
});
