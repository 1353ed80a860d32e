// The applications CSV (RFC 4180 quoting, formula cells neutralised, a UTF-8 BOM, only the caller's rows), the job
// match of a pasted posting against the caller's resume in English and Chinese, and "make a copy for this job"
// (a copy named after the job, used by the application; issue 26 items 2 and 5).
import { afterAll, describe, expect, it } from "@jest/globals";
import { dataOf, seedResume, seedUser } from "@/tests/integration/resumes/helpers";
import { db, getDb } from "@/lib/server/db";
import type { CopyResumeForJobDto, JobMatchDto } from "@/lib/shared/validations/applications/application";
import { copyForJob, exportCsv, job, matchApp, newApp } from "./helpers";

afterAll(async () => getDb().$disconnect());

describe("CSV export", () => {
  it("quotes as RFC 4180, neutralises formula cells, starts with the BOM and holds only the caller's rows", async () => {
    const user = await seedUser();
    const other = await seedUser();
    await newApp(other, { job: job({ company: "Someone Else Inc" }) });
    await newApp(user, {
      job: job({ company: '=HYPERLINK("http://evil")', role: 'Dev, "Senior"', location: "北京" }),
      notes: "line one\nline two",
      nextStep: "+1 call",
      state: "interviewing",
    });
    await newApp(user, { job: job({ company: "@Acme", role: "-Ops" }) });

    const csv = await exportCsv(user);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    expect(csv.text.startsWith("\uFEFFcompany,role,location,url,state,")).toBe(true);
    expect(csv.text.endsWith("\r\n")).toBe(true);
    expect(csv.text).not.toContain("Someone Else");
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil"")","Dev, ""Senior""",北京,`);
    expect(csv.text).toContain(`,interviewing,,'+1 call,,"line one\nline two",`);
    expect(csv.text).toContain("'@Acme,'-Ops,");
    // Header and two rows: the only bare CRLFs end records (the notes' LF stays inside its quotes).
    expect(csv.text.split("\r\n")).toHaveLength(4);
  });

  it("an account without applications gets the header alone", async () => {
    const csv = await exportCsv(await seedUser());
    expect(csv.text).toBe(
      "\uFEFFcompany,role,location,url,state,applied_at,next_step,next_step_at,notes,resume,tracked_link,link_views,link_last_view,created_at,updated_at\r\n",
    );
  });
});

describe("job match", () => {
  it("lists the posting's keywords the resume covers and lacks, in English and Chinese", async () => {
    const user = await seedUser();
    const en = await seedResume(user.id, { lang: "en" });
    const zh = await seedResume(user.id, { lang: "ch" });
    const all = (match: JobMatchDto) => [...match.covered, ...match.missing];
    const english = dataOf<JobMatchDto>(
      await matchApp(user, {
        resumeId: en.id,
        description: "Senior Frontend Engineer: React and TypeScript, GraphQL APIs; Kubernetes and AWS are a plus.",
      }),
    );
    expect(all(english)).toEqual(expect.arrayContaining(["React", "TypeScript", "GraphQL", "Kubernetes", "AWS"]));
    expect(english.score).toBe(Math.round((english.covered.length / all(english).length) * 100));
    const chinese = dataOf<JobMatchDto>(
      await matchApp(user, {
        resumeId: zh.id,
        description: "高级数据分析师\n负责用户增长相关的数据分析，搭建指标体系。熟悉SQL与Python，有机器学习经验优先。",
      }),
    );
    expect(all(chinese)).toEqual(expect.arrayContaining(["SQL", "Python", "Machine Learning", "Data Analysis"]));
    expect(chinese.score).toBe(Math.round((chinese.covered.length / all(chinese).length) * 100));
  });

  it("another user's resume is a 404; a control character is a 400", async () => {
    const user = await seedUser();
    const other = await seedUser();
    const theirs = await seedResume(other.id);
    expect((await matchApp(user, { resumeId: theirs.id, description: "React" })).status).toBe(404);
    const mine = await seedResume(user.id);
    expect((await matchApp(user, { resumeId: mine.id, description: "React\u0007" })).status).toBe(400);
  });
});

describe("make a variant for this job", () => {
  it("makes a variant of the resume under the job's name and makes it the application's resume", async () => {
    const user = await seedUser();
    const resume = await seedResume(user.id, { name: "Master CV" });
    const app = await newApp(user, { resumeId: resume.id });
    const copied = await copyForJob(user, app.id, { resumeId: resume.id });
    expect(copied.status).toBe(200);
    const { application, resumeId } = dataOf<CopyResumeForJobDto>(copied);
    expect(resumeId).not.toBe(resume.id);
    expect(application.resume).toEqual({ id: resumeId, name: "Frontend Engineer – Acme Corp" });
    const copy = await db.resume.findUniqueOrThrow({ where: { id: resumeId } });
    expect(copy.userId).toBe(user.id);
    expect(copy.data).toEqual(resume.data);
    // Issue 26 item 1: a variant of the chosen resume, which its master's later saves reach.
    expect(copy.variantOfId).toBe(resume.id);
  });

  it("from a variant: its master's variant with the chosen variant's content", async () => {
    const user = await seedUser();
    const master = await seedResume(user.id, { name: "Master CV" });
    const first = await newApp(user, { resumeId: master.id });
    const { resumeId: variantId } = dataOf<CopyResumeForJobDto>(
      await copyForJob(user, first.id, { resumeId: master.id }),
    );
    const variant = await db.resume.findUniqueOrThrow({ where: { id: variantId } });
    await db.resume.update({ where: { id: variantId }, data: { name: "Edited variant" } });
    const second = await newApp(user, { resumeId: variantId });
    const made = await copyForJob(user, second.id, { resumeId: variantId });
    expect(made.status).toBe(200);
    const sibling = await db.resume.findUniqueOrThrow({ where: { id: dataOf<CopyResumeForJobDto>(made).resumeId } });
    expect(sibling.variantOfId).toBe(master.id);
    expect(sibling.data).toEqual(variant.data);
  });

  it("another user's application or resume is a 404 and no resume is made", async () => {
    const user = await seedUser();
    const other = await seedUser();
    const mine = await seedResume(user.id);
    const theirs = await seedResume(other.id);
    const myApp = await newApp(user);
    const theirApp = await newApp(other);
    expect((await copyForJob(user, theirApp.id, { resumeId: mine.id })).status).toBe(404);
    expect((await copyForJob(user, myApp.id, { resumeId: theirs.id })).status).toBe(404);
    expect(await db.resume.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.resume.count({ where: { userId: other.id } })).toBe(1);
    const unchanged = await db.application.findUniqueOrThrow({ where: { id: myApp.id } });
    expect(unchanged.resumeId).toBeNull();
    expect((await db.application.findUniqueOrThrow({ where: { id: theirApp.id } })).resumeId).toBeNull();
  });

  it("holds the resume cap: a regular user at the cap gets RESUME_LIMIT_REACHED and no copy", async () => {
    const user = await seedUser();
    const first = await seedResume(user.id);
    for (let i = 1; i < 5; i += 1) await seedResume(user.id);
    const app = await newApp(user, { resumeId: first.id });
    const refused = await copyForJob(user, app.id, { resumeId: first.id });
    expect(refused.status).toBe(403);
    expect(await db.resume.count({ where: { userId: user.id } })).toBe(5);
    expect((await db.application.findUniqueOrThrow({ where: { id: app.id } })).resumeId).toBe(first.id);
  });
});
