// A parse task keeps the resume's text (up to 4 MiB) only as long as it needs it (issue 20 item 11): the input is
// dropped when the task ends, whether it finished or failed, a task nobody streamed goes when the user makes the next
// one an hour later, and every task goes with the account.
import { describe, expect, it } from "@jest/globals";
import { GET as destroyCaptcha } from "@/app/api/destoryCaptcha/route";
import { POST as unregister } from "@/app/api/users/unregister/route";
import { hashSecret } from "@/lib/server/auth/secret-hash";
import { db } from "@/lib/server/db";
import { lastEvent } from "@/tests/integration/ai-creator/sse-events";
import { call, seedResume, seedUser, type TestUser } from "@/tests/integration/resumes/helpers";
import { createTask, streamTask } from "./upload-api";

const MARKER = "Marker-Words-Of-The-Resume";
const content = {
  source: "docx",
  blocks: [
    { kind: "heading", text: "Jane Doe", level: 1 },
    { kind: "paragraph", text: `jane@example.com | ${MARKER}` },
  ],
};

async function newTask(user: TestUser): Promise<string> {
  const task = await createTask(user, { content });
  expect(task.status).toBe(200);
  return (task.body.data as { taskId: string }).taskId;
}

/** Rows anywhere in the task table that still hold the resume's text. */
const rowsWithText = async () =>
  Number(
    (
      await db.$queryRaw<{ count: bigint }[]>`
        SELECT count(*) AS count FROM "AiTask" WHERE input::text LIKE ${`%${MARKER}%`}`
    )[0]?.count ?? 0,
  );

describe("parse task inputs", () => {
  it("are dropped when the task finishes, and the replay still answers", async () => {
    const user = await seedUser();
    const taskId = await newTask(user);
    expect(await db.aiTask.findFirst({ where: { id: taskId }, select: { input: true } })).toMatchObject({
      input: { content },
    });
    expect(lastEvent(await streamTask(user, taskId)).event).toBe("finish");
    const task = await db.aiTask.findFirstOrThrow({ where: { id: taskId } });
    expect([task.status, task.input]).toEqual(["SUCCEEDED", {}]);
    expect((await streamTask(user, taskId)).map((event) => event.event)).toEqual(["open", "finish"]);
  });

  it("are dropped when the task fails", async () => {
    const user = await seedUser();
    const taskId = await newTask(user);
    // The run cannot save a sixth resume: the task ends in an error.
    for (let i = 0; i < 5; i++) await seedResume(user.id);
    expect(lastEvent(await streamTask(user, taskId)).event).toBe("error");
    const task = await db.aiTask.findFirstOrThrow({ where: { id: taskId } });
    expect([task.status, task.input]).toEqual(["FAILED", {}]);
  });

  it("of a task nobody streamed go when the user makes the next task an hour later", async () => {
    const user = await seedUser();
    const recent = await newTask(user);
    const old = await newTask(user);
    await db.aiTask.update({ where: { id: old }, data: { createdAt: new Date(Date.now() - 61 * 60_000) } });
    const next = await newTask(user);
    const left = await db.aiTask.findMany({ where: { userId: user.id }, select: { id: true } });
    expect(left.map((task) => task.id).sort()).toEqual([recent, next].sort());
  });

  it("go with the account", async () => {
    const user = await seedUser();
    const before = await rowsWithText();
    await newTask(user);
    await streamTask(user, await newTask(user));
    expect(await rowsWithText()).toBe(before + 1);
    await call(destroyCaptcha, { path: "/api/destoryCaptcha", user });
    const captcha = await db.captcha.findFirstOrThrow({ where: { target: user.id, purpose: "DESTROY" } });
    await db.captcha.update({
      where: { id: captcha.id },
      data: { answerHash: hashSecret(["captcha", "DESTROY", user.id, "Qx7z"]) },
    });
    const deleted = await call(unregister, {
      method: "POST",
      path: "/api/users/unregister",
      user,
      body: { captchaCode: "Qx7z" },
    });
    expect(deleted.status).toBe(200);
    expect(await db.aiTask.count({ where: { userId: user.id } })).toBe(0);
    expect(await rowsWithText()).toBe(before);
  });
});
