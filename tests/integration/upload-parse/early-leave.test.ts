// A client that leaves before its parse stream starts (the tab closed, the network gone) gives the task back: it is
// PENDING again, not RUNNING until the stale-task sweep fails it, and the next stream runs it to its finish
// (lib/server/services/ai-tasks/stream-ai-task.ts, onEarlyLeave "release").
import { beforeAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { GET as streamRoute } from "@/app/api/parseResumeByStream/route";
import { db } from "@/lib/server/db";
import { eventually } from "@/tests/integration/ai-creator/creator-api";
import { seedUser } from "@/tests/integration/resumes/helpers";
import { englishResumeHtml, printPdfs } from "./fixture-files";
import { createTask, streamTask, upload } from "./upload-api";

let pdf: Buffer;

beforeAll(async () => {
  [pdf] = (await printPdfs([englishResumeHtml])) as [Buffer];
}, 60_000);

describe("a parse stream left before it started", () => {
  it("puts the task back to PENDING, and the next stream runs it to its finish", async () => {
    const user = await seedUser();
    const extracted = await upload("pdf", pdf, { user });
    const { content } = extracted.body.data as { content: unknown };
    const task = await createTask(user, { content, template: "TemplateModern" });
    const { taskId } = task.body.data as { taskId: string };

    const gone = new AbortController();
    gone.abort();
    const query = new URLSearchParams({ taskId, aiProvider: "openai" });
    const left = await streamRoute(
      new NextRequest(`http://localhost/api/parseResumeByStream?${query}`, {
        headers: { cookie: `x-cid=${user.token}` },
        signal: gone.signal,
      }),
    );
    expect(left.status).toBe(200);
    const status = () => db.aiTask.findUniqueOrThrow({ where: { id: taskId } }).then((row) => row.status);
    expect(await eventually(status, (value) => value === "PENDING")).toBe("PENDING");

    const events = await streamTask(user, taskId);
    expect(events.at(-1)?.event).toBe("finish");
    expect(await status()).toBe("SUCCEEDED");
  });
});
