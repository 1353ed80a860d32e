// Issue 21 item 3: every new resume starts with the account's name, e-mail and phone wherever its basic info has
// none: blank, from a template, from the AI creator and from an upload, each through its real route and PostgreSQL;
// what the document itself says (an upload's own e-mail) is never replaced, and made-up account names stay out.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import type { FakeOpenAI } from "@/tests/fakes/openai-server";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { draftEn, USAGE_1200 } from "@/tests/integration/ai-creator/drafts";
import { startCreatorHarness, type CreatorApi } from "@/tests/integration/ai-creator/harness";
import { lastEvent } from "@/tests/integration/ai-creator/sse-events";
import type { TestUser } from "./helpers";

jest.setTimeout(60_000);

let fake: FakeOpenAI;
let api: CreatorApi;
let helpers: typeof import("./helpers");
const seedUser = () => helpers.seedUser();

beforeAll(async () => {
  // The AI creator's routes read the model's address once: the harness sets it before the app modules load.
  ({ fake, api } = await startCreatorHarness());
  // Loaded after the harness too: they read the environment on first use.
  helpers = await import("./helpers");
});
afterAll(async () => {
  await fake.close();
  await api.db.$disconnect();
});
beforeEach(() => fake.reset());

/** A user with a real name, an e-mail and a phone number on the account. */
async function personWithPhone(user: TestUser, nickName = "Grace Hopper") {
  const cellphone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const row = await api.db.user.update({
    where: { id: user.id },
    data: { nickName, cellphone },
    select: { email: true, cellphone: true },
  });
  return { name: nickName, email: row.email ?? "", cellphone };
}

const basicInfoOf = async (resumeId: string) =>
  ((await api.db.resume.findUniqueOrThrow({ where: { id: resumeId } })).data as TResumeData).basicInfo;

async function createEmpty(user: TestUser, body: unknown): Promise<ResumeDto> {
  const { POST } = await import("@/app/api/resumes/empty/route");
  const result = await helpers.call(POST, { method: "POST", path: "/api/resumes/empty", user, body });
  expect(result.status).toBe(200);
  return helpers.dataOf<ResumeDto>(result);
}

describe("a new resume starts with the account's contact details", () => {
  it("blank", async () => {
    const user = await seedUser();
    const account = await personWithPhone(user);
    const resume = await createEmpty(user, { lang: "en" });
    expect(resume.data.basicInfo).toMatchObject(account);
    expect(await basicInfoOf(resume._id)).toMatchObject(account);
  });

  it("from a template, in Chinese", async () => {
    const user = await seedUser();
    const account = await personWithPhone(user, "林小雨");
    const resume = await createEmpty(user, { template: "TemplateIntro", lang: "zh" });
    expect(await basicInfoOf(resume._id)).toMatchObject(account);
  });

  it("from the AI creator", async () => {
    api.acceptJobTitles(fake);
    api.answerGeneration(fake, { kind: "json", content: draftEn, chunks: 4, usage: USAGE_1200 });
    const user = await api.seedCreatorUser(5_000);
    const account = await personWithPhone(user);
    const processId = await api.startTask(user, { keyword: "data analyst", template: "TemplateModern" }, "en");
    const finish = lastEvent(await api.streamEvents(user, processId));
    expect(finish.event).toBe("finish");
    expect(await basicInfoOf(finish.data)).toMatchObject({ ...account, title: "Data Analyst" });
  });

  it("from an upload: the file's own name and e-mail stay, the missing phone comes from the account", async () => {
    const { createTask, streamTask } = await import("@/tests/integration/upload-parse/upload-api");
    const user = await seedUser();
    const account = await personWithPhone(user);
    const content = {
      source: "docx",
      blocks: [
        { kind: "heading", text: "Jane Doe", level: 1 },
        { kind: "paragraph", text: "jane@example.com | Berlin" },
      ],
    };
    const task = await createTask(user, { content });
    expect(task.status).toBe(200);
    const finish = lastEvent(await streamTask(user, (task.body.data as { taskId: string }).taskId));
    expect(finish.event).toBe("finish");
    const { resumeId } = JSON.parse(finish.data) as { resumeId: string };
    expect(await basicInfoOf(resumeId)).toMatchObject({
      name: "Jane Doe",
      email: "jane@example.com",
      cellphone: account.cellphone,
    });
  });

  it("leaves out names we made up: a phone account's 用户1234 and a nameless OAuth identity's provider", async () => {
    const phoneUser = await seedUser();
    const cellphone = `138${randomUUID().replace(/\D/g, "").padEnd(8, "0").slice(0, 8)}`;
    await api.db.user.update({
      where: { id: phoneUser.id },
      data: { nickName: `用户${cellphone.slice(-4)}`, cellphone },
    });
    const fromPhone = await createEmpty(phoneUser, { lang: "zh" });
    expect(fromPhone.data.basicInfo).toMatchObject({ name: "", cellphone });

    const oauthUser = await seedUser();
    await api.db.user.update({ where: { id: oauthUser.id }, data: { nickName: "github" } });
    expect((await createEmpty(oauthUser, {})).data.basicInfo.name).toBe("");
  });
});
