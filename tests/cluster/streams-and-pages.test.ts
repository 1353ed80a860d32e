// What one instance started, the other reads (issue 23 item 1): a parse stream's task made on one instance runs on
// the other and its finish is replayed by either; and the 1-second page cache each instance keeps in front of Next
// (scripts/lib/page-cache.mjs) never hands one visitor's page to another.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import { parseSseFrames } from "@/tests/integration/ai-creator/sse-events";
import { docxResume } from "@/tests/integration/upload-parse/fixture-files";
import { seedResume } from "@/tests/e2e/support/resumes";
import { sessionToken } from "@/tests/e2e/support/session";
import { seedUser } from "@/tests/e2e/support/users";
import { getOn, otherThan, send } from "./support/cluster-client";
import { clusterOfFile } from "./support/cluster-of-file";

const cluster = clusterOfFile();
const names = () => cluster().instances.map((instance) => instance.name);

async function uploadDocx(token: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await docxResume("en"))]), "resume.docx");
  const response = await fetch(`${cluster().url}/api/parseDocx`, {
    method: "POST",
    headers: { cookie: `x-cid=${token}` },
    body: form,
  });
  const json = (await response.json()) as { data: { content: unknown } };
  expect(response.status).toBe(200);
  return json.data.content;
}

describe("streams across instances", () => {
  it("runs a parse task made on one instance on the other, and replays its finish on both", async () => {
    const user = await seedUser("regular");
    const token = await sessionToken(user);
    const content = await uploadDocx(token);
    const task = await send(cluster().url, "/api/getResumeParseTaskId", {
      method: "POST",
      token,
      body: { content, template: "TemplateModern" },
    });
    expect(task.status).toBe(200);
    const { taskId } = task.data as { taskId: string };
    const path = `/api/parseResumeByStream?taskId=${taskId}`;
    const run = await getOn(cluster().url, otherThan(names(), task.servedBy), path, { token });
    const events = parseSseFrames(run.text);
    expect(events.map((event) => event.event)).toEqual(["open", "message", "message", "message", "finish"]);
    const finish = JSON.parse(events.at(-1)!.data) as { resumeId: string };
    // A reconnect on either instance gets the same finish, read from the task's row.
    for (const name of names()) {
      const replay = parseSseFrames((await getOn(cluster().url, name, path, { token })).text);
      expect(replay.map((event) => event.event)).toEqual(["open", "finish"]);
      expect(JSON.parse(replay[1]!.data)).toEqual(finish);
    }
  });
});

describe("the page cache of each instance", () => {
  it("shares public pages with visitors only, and never a signed-in user's page", async () => {
    // Public: the second anonymous request on each instance is a cache hit, so the cache is on.
    for (const name of names()) {
      await getOn(cluster().url, name, "/");
      const again = await getOn(cluster().url, name, "/");
      expect(again.headers.get("x-page-cache")).toBe("HIT");
    }
    const owner = await seedUser("regular");
    const secret = `Private ${randomUUID()}`;
    const resume = await seedResume(owner.id, { name: secret });
    const ownerToken = await sessionToken(owner);
    const stranger = await sessionToken(await seedUser("regular"));
    const page = `/editor/${resume.id}`;
    for (const name of names()) {
      // A signed-in request is never answered from the cache, and never stored for anyone else.
      const signedIn = await getOn(cluster().url, name, "/", { token: ownerToken });
      expect(signedIn.headers.get("x-page-cache")).toBeNull();
      const own = await getOn(cluster().url, name, page, { token: ownerToken });
      expect(own.status).toBe(200);
      expect(own.text).toContain(secret);
    }
    // Within the cache's second, on both instances: another user and a visitor get the same URL without it.
    for (const name of names()) {
      const other = await getOn(cluster().url, name, page, { token: stranger });
      expect(other.text).not.toContain(secret);
      expect(other.headers.get("x-page-cache")).toBeNull();
      const visitor = await getOn(cluster().url, name, page);
      expect(visitor.text).not.toContain(secret);
      expect(visitor.headers.get("x-page-cache")).toBeNull();
    }
  });
});
