// Jobs and applications (issue 26 items 2 and 5) through their routes: create, read, list, edit, state changes and
// delete; the owner's only (another user's application, resume or tracked link is the same 404 as an unknown id and
// changes nothing); bad input is a translated 400 that changes nothing; the 500 cap holds under 20 concurrent creates.
import { afterAll, describe, expect, it } from "@jest/globals";
import { dataOf, seedResume, seedUser } from "@/tests/integration/resumes/helpers";
import { db, getDb } from "@/lib/server/db";
import {
  MAX_APPLICATIONS_PER_USER,
  MAX_JOB_DESCRIPTION,
  type ApplicationDto,
} from "@/lib/shared/validations/applications/application";
import { createApp, deleteApp, getApp, job, listApps, newApp, seedApps, snapshotOf, updateApp } from "./helpers";

afterAll(async () => getDb().$disconnect());

async function seedLink(userId: string, resumeId: string, label = "Acme Corp") {
  return db.shareLink.create({
    data: { userId, resumeId, label, token: `tok${Math.random().toString(36).slice(2)}`.padEnd(32, "x").slice(0, 32) },
  });
}

describe("create, read, list, edit, delete", () => {
  it("keeps the job as pasted with the resume and tracked link used, and shows the link's views", async () => {
    const user = await seedUser();
    const resume = await seedResume(user.id, { name: "My CV" });
    const link = await seedLink(user.id, resume.id);
    await db.shareLink.update({
      where: { id: link.id },
      data: { views: 3, lastViewAt: new Date("2026-11-20T10:00:00.000Z") },
    });
    const created = await createApp(user, {
      job: job({ company: "  Acme Corp  " }),
      resumeId: resume.id,
      shareLinkId: link.id,
      state: "applied",
      appliedAt: "2026-11-18",
      notes: "Referred by Jane.\n\tAsk about remote.",
      nextStep: "Phone screen",
      nextStepAt: "2026-12-01T09:30:00+01:00",
    });
    expect(created.status).toBe(200);
    const app = dataOf<ApplicationDto>(created);
    expect(app).toMatchObject({
      state: "applied",
      appliedAt: "2026-11-18T00:00:00.000Z",
      notes: "Referred by Jane.\n\tAsk about remote.",
      nextStep: "Phone screen",
      nextStepAt: "2026-12-01T08:30:00.000Z",
      job: { company: "Acme Corp", role: "Frontend Engineer", location: "Berlin", url: job().url },
      resume: { id: resume.id, name: "My CV" },
      shareLink: {
        id: link.id,
        label: "Acme Corp",
        status: "active",
        views: 3,
        lastViewAt: "2026-11-20T10:00:00.000Z",
      },
    });
    expect(app.job.description).toBe(job().description);
    expect(dataOf<ApplicationDto>(await getApp(user, app.id))).toEqual(app);
    expect(dataOf<ApplicationDto[]>(await listApps(user))).toEqual([app]);
  });

  it("defaults to saved with empty fields; lists last changed first", async () => {
    const user = await seedUser();
    const first = await newApp(user);
    const second = await newApp(user, { job: job({ company: "Initech" }) });
    expect(first).toMatchObject({
      state: "saved",
      notes: "",
      nextStep: "",
      appliedAt: null,
      resume: null,
      shareLink: null,
    });
    expect(dataOf<ApplicationDto[]>(await listApps(user)).map((a) => a.id)).toEqual([second.id, first.id]);
    await updateApp(user, first.id, { notes: "touched" });
    expect(dataOf<ApplicationDto[]>(await listApps(user)).map((a) => a.id)).toEqual([first.id, second.id]);
  });

  it("changes only the fields sent; null clears a date or the resume", async () => {
    const user = await seedUser();
    const resume = await seedResume(user.id);
    const app = await newApp(user, { resumeId: resume.id, appliedAt: "2026-11-01", notes: "keep" });
    const updated = dataOf<ApplicationDto>(
      await updateApp(user, app.id, { job: { role: "Staff Engineer" }, appliedAt: null, resumeId: null }),
    );
    expect(updated).toMatchObject({ appliedAt: null, resume: null, notes: "keep" });
    expect(updated.job).toMatchObject({ company: "Acme Corp", role: "Staff Engineer", location: "Berlin" });
  });

  it("moves through every state and back", async () => {
    const user = await seedUser();
    const app = await newApp(user);
    for (const state of ["applied", "interviewing", "offer", "closed", "saved"] as const) {
      const moved = await updateApp(user, app.id, { state });
      expect(moved.status).toBe(200);
      expect(dataOf<ApplicationDto>(moved).state).toBe(state);
    }
  });

  it("delete removes the application and its job, keeps the resume and the link; a second delete is 404", async () => {
    const user = await seedUser();
    const resume = await seedResume(user.id);
    const link = await seedLink(user.id, resume.id);
    const app = await newApp(user, { resumeId: resume.id, shareLinkId: link.id });
    const jobId = (await db.application.findUniqueOrThrow({ where: { id: app.id } })).jobId;
    expect((await deleteApp(user, app.id)).status).toBe(200);
    expect(await db.application.count({ where: { id: app.id } })).toBe(0);
    expect(await db.job.count({ where: { id: jobId } })).toBe(0);
    expect(await db.resume.count({ where: { id: resume.id } })).toBe(1);
    expect(await db.shareLink.count({ where: { id: link.id } })).toBe(1);
    expect((await deleteApp(user, app.id)).status).toBe(404);
  });

  it("a resume sent to the trash or deleted for good leaves the application without it", async () => {
    const user = await seedUser();
    const resume = await seedResume(user.id);
    const app = await newApp(user, { resumeId: resume.id });
    await db.resume.update({ where: { id: resume.id }, data: { deletedAt: new Date() } });
    expect(dataOf<ApplicationDto>(await getApp(user, app.id)).resume).toBeNull();
    await db.resume.delete({ where: { id: resume.id } });
    expect(dataOf<ApplicationDto>(await getApp(user, app.id)).resume).toBeNull();
  });
});

describe("owner scoping", () => {
  it("another user's application is a 404 to read, edit and delete, and nothing changes", async () => {
    const owner = await seedUser();
    const other = await seedUser();
    const app = await newApp(owner);
    const before = await snapshotOf(owner.id);
    expect((await getApp(other, app.id)).status).toBe(404);
    expect((await updateApp(other, app.id, { state: "offer", job: { company: "Hacked" } })).status).toBe(404);
    expect((await deleteApp(other, app.id)).status).toBe(404);
    expect(await snapshotOf(owner.id)).toEqual(before);
    expect(dataOf<ApplicationDto[]>(await listApps(other))).toEqual([]);
    expect((await getApp(owner, "no-such-id")).status).toBe(404);
  });

  it("another user's resume or tracked link cannot be attached: 404 and nothing written", async () => {
    const user = await seedUser();
    const other = await seedUser();
    const theirResume = await seedResume(other.id);
    const theirLink = await seedLink(other.id, theirResume.id);
    const trashed = await seedResume(user.id, { deletedAt: new Date() });
    for (const body of [{ resumeId: theirResume.id }, { shareLinkId: theirLink.id }, { resumeId: trashed.id }]) {
      expect((await createApp(user, { job: job(), ...body })).status).toBe(404);
    }
    expect(await db.application.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.job.count({ where: { userId: user.id } })).toBe(0);

    const app = await newApp(user);
    const before = await snapshotOf(user.id);
    expect((await updateApp(user, app.id, { resumeId: theirResume.id, notes: "x" })).status).toBe(404);
    expect((await updateApp(user, app.id, { shareLinkId: theirLink.id, state: "offer" })).status).toBe(404);
    expect(await snapshotOf(user.id)).toEqual(before);
  });
});

describe("bad input: a translated 400 that changes nothing", () => {
  const bad: [string, Record<string, unknown>, string][] = [
    ["control character in the company", { job: job({ company: "Acme\u0007" }) }, "job.company"],
    ["line break in the role", { job: job({ role: "Dev\nOps" }) }, "job.role"],
    ["escape in the description", { job: job({ description: "text \u001b[31m red" }) }, "job.description"],
    ["over-long description", { job: job({ description: "a".repeat(MAX_JOB_DESCRIPTION + 1) }) }, "job.description"],
    ["over-long company", { job: job({ company: "a".repeat(121) }) }, "job.company"],
    ["empty role", { job: job({ role: "   " }) }, "job.role"],
    ["a link that is not http(s)", { job: job({ url: "javascript:alert(1)" }) }, "job.url"],
    ["unknown state", { job: job(), state: "ghosted" }, "state"],
    ["a date that is not one", { job: job(), appliedAt: "yesterday" }, "appliedAt"],
    ["over-long notes", { job: job(), notes: "n".repeat(5001) }, "notes"],
    ["unknown field", { job: job(), userId: "someone-else", extra: 1 }, ""],
  ];

  it.each(bad)("create refuses %s", async (_name, body, path) => {
    const user = await seedUser();
    const refused = await createApp(user, body);
    expect(refused.status).toBe(400);
    if (path) {
      const details = refused.body.details as { path: string; key: string }[];
      expect(details.map((d) => d.path)).toContain(path);
      expect(details.find((d) => d.path === path)?.key).toMatch(/^(Applications\.errors|ApiValidation)\./);
    }
    expect(await db.job.count({ where: { userId: user.id } })).toBe(0);
  });

  it("edit refuses the same and changes nothing; the message is in the request's language", async () => {
    const user = await seedUser();
    const app = await newApp(user);
    const before = await snapshotOf(user.id);
    expect((await updateApp(user, app.id, { state: "ghosted" })).status).toBe(400);
    expect((await updateApp(user, app.id, { notes: "ok", nextStep: "call\u0000" })).status).toBe(400);
    expect((await updateApp(user, app.id, { job: { description: "x".repeat(MAX_JOB_DESCRIPTION + 1) } })).status).toBe(
      400,
    );
    const zh = await updateApp(user, app.id, { state: "ghosted" }, { "x-locale": "zh" });
    expect(zh.status).toBe(400);
    expect(zh.body.details).toEqual([
      expect.objectContaining({ path: "state", key: "Applications.errors.stateUnknown", message: "请选择一个状态" }),
    ]);
    expect(await snapshotOf(user.id)).toEqual(before);
  });
});

describe("the cap", () => {
  it(`keeps at most ${MAX_APPLICATIONS_PER_USER} under 20 concurrent creates`, async () => {
    const user = await seedUser();
    await seedApps(user.id, MAX_APPLICATIONS_PER_USER - 5);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createApp(user, { job: job({ company: `Race ${i}` }) })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 400);
    expect(refused).toHaveLength(15);
    expect(refused[0]?.body).toMatchObject({ code: 300301, key: "applicationLimitReached" });
    expect(await db.application.count({ where: { userId: user.id } })).toBe(MAX_APPLICATIONS_PER_USER);
    expect(await db.job.count({ where: { userId: user.id } })).toBe(MAX_APPLICATIONS_PER_USER);
  });
});
