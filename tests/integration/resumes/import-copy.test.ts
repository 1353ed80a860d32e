// Copy (own resume and example), import of a public link, and JSON Resume import / export.
import { seedResume, seedUser, call, dataOf } from "./helpers";
import { afterAll, describe, expect, it } from "@jest/globals";
import { POST as copy } from "@/app/api/resumes/copy/[id]/route";
import { POST as importLink } from "@/app/api/resumes/import/route";
import { POST as importJson } from "@/app/api/resumes/import-json/route";
import { GET as exportJson } from "@/app/api/resumes/[id]/export-json/route";
import { db, getDb } from "@/lib/server/db";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

afterAll(async () => getDb().$disconnect());

describe("POST /api/resumes/copy/{id}", () => {
  it("copies my own resume as a private copy without the custom URL", async () => {
    const user = await seedUser("premium");
    const source = await seedResume(user.id, { name: "Original", isPublic: true, customUrl: `orig-${Date.now()}` });
    const result = await call(copy, { method: "POST", user, params: { id: source.id }, body: {} });
    expect(result.status).toBe(200);
    const resume = dataOf<ResumeDto>(result);
    expect(resume).toMatchObject({ name: "Original (copy)", version: 1, config: { isPublic: false, customURL: "" } });
    expect(resume._id).not.toBe(source.id);
    expect(resume.data).toEqual(sampleResume("en").data);
  });

  it("copies a public example, counts the use, and applies the profile-first rule with the intro template", async () => {
    const creator = await seedUser();
    const user = await seedUser();
    const base = sampleResume("en");
    // The example has no profile section: the intro template adds one first.
    const data = { ...base.data, sections: base.data.sections.filter((s) => !s.profile) };
    const exampleResume = await db.resume.create({
      data: { userId: creator.id, name: "Example", data, config: base.config, isPublic: true },
    });
    const category = await db.category.create({ data: { slug: `cat-${exampleResume.id}`, name: "Engineering" } });
    const example = await db.example.create({
      data: {
        resumeId: exampleResume.id,
        categoryId: category.id,
        creatorId: creator.id,
        name: "Staff engineer",
        used: 7,
      },
    });

    const result = await call(copy, {
      method: "POST",
      user,
      params: { id: example.id },
      body: { template: "TemplateIntro" },
    });
    expect(result.status).toBe(200);
    const resume = dataOf<ResumeDto>(result);
    expect(resume).toMatchObject({
      name: "Staff engineer",
      config: { templateName: "TemplateIntro", templateTheme: "indigo" },
    });
    expect(resume.data.sections[0]).toMatchObject({ profile: true });
    expect(resume.data.sections).toHaveLength(data.sections.length + 1);
    expect((await db.example.findUniqueOrThrow({ where: { id: example.id } })).used).toBe(8);

    // An example that already has a profile section keeps it, moved to the front.
    const again = dataOf<ResumeDto>(
      await call(copy, {
        method: "POST",
        user,
        params: { id: (await seedResume(user.id)).id },
        body: { template: "TemplateIntro" },
      }),
    );
    expect(again.data.sections.filter((s) => s.profile)).toHaveLength(1);
    expect(again.data.sections[0]?.profile).toBe(true);

    const pro = await call(copy, {
      method: "POST",
      user,
      params: { id: example.id },
      body: { template: "TemplateBold" },
    });
    expect(pro.status).toBe(403);
  });
});

describe("POST /api/resumes/import", () => {
  it("imports a public link by uuid or custom URL, and answers 404 for a private one", async () => {
    const owner = await seedUser("premium");
    const user = await seedUser();
    const slug = `pub-${Date.now()}`;
    const shared = await seedResume(owner.id, { name: "Shared", isPublic: true, customUrl: slug });
    const hidden = await seedResume(owner.id, { name: "Hidden", isPublic: false });

    const byUuid = await call(importLink, { method: "POST", user, body: { url: `http://localhost/r/${shared.uuid}` } });
    expect(byUuid.status).toBe(200);
    expect(dataOf<ResumeDto>(byUuid)).toMatchObject({ name: "Shared", config: { isPublic: false, customURL: "" } });
    expect((await call(importLink, { method: "POST", user, body: { url: `/ch/r/${slug}` } })).status).toBe(200);

    expect(
      (await call(importLink, { method: "POST", user, body: { url: `http://localhost/r/${hidden.uuid}` } })).status,
    ).toBe(404);
    const elsewhere = await call(importLink, {
      method: "POST",
      user,
      body: { url: `https://evil.example/r/${shared.uuid}` },
    });
    expect(elsewhere.status).toBe(400);
    expect((await call(importLink, { method: "POST", user, body: { url: "http://localhost/templates" } })).status).toBe(
      400,
    );
    expect(await db.resume.count({ where: { userId: user.id } })).toBe(2);
  });
});

describe("POST /api/resumes/import: which links are ours", () => {
  it("accepts a link on the host the request came to (not APP_URL's), and refuses another site's link plainly", async () => {
    const owner = await seedUser();
    const user = await seedUser();
    const shared = await seedResume(owner.id, { name: "On the LAN", isPublic: true });
    // Reached at a LAN address while APP_URL (unset here: http://localhost:<port>) names another host. Next builds
    // req.nextUrl from its own listen address, so only the Host header knows what the browser showed.
    const lan = { host: "192.168.1.5:3000" };
    const viaLan = await call(importLink, {
      method: "POST",
      user,
      headers: lan,
      body: { url: `http://192.168.1.5:3000/r/${shared.uuid}` },
    });
    expect(viaLan.status).toBe(200);
    expect(dataOf<ResumeDto>(viaLan)).toMatchObject({ name: "On the LAN" });

    const foreign = await call(importLink, {
      method: "POST",
      user,
      headers: lan,
      body: { url: `http://192.168.1.6:3000/r/${shared.uuid}` },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({
      code: 200002,
      message: "This link points to another site: only public resume links of this site can be imported",
      details: [{ path: "url", key: "ResumesApi.importForeignHost" }],
    });
    // A link of ours with a wrong path keeps the general sentence.
    const wrongPath = await call(importLink, {
      method: "POST",
      user,
      headers: lan,
      body: { url: "http://192.168.1.5:3000/templates" },
    });
    expect(wrongPath.body).toMatchObject({
      message: "Paste a public resume link of this site",
      details: [{ path: "url", key: "ResumesApi.importLinkInvalid" }],
    });
    // A Chinese page reads the same refusal in Chinese, from the message and from the field's key alike.
    const chinese = await call(importLink, {
      method: "POST",
      user,
      headers: { ...lan, "x-locale": "zh" },
      body: { url: "http://192.168.1.5:3000/templates" },
    });
    expect(chinese.body).toMatchObject({
      message: "请粘贴本站的公开简历链接",
      details: [{ path: "url", key: "ResumesApi.importLinkInvalid", message: "请粘贴本站的公开简历链接" }],
    });
    expect(await db.resume.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("JSON Resume", () => {
  it("round-trips a full document through export-json and import-json", async () => {
    const user = await seedUser();
    const source = await seedResume(user.id, { name: "Round trip" });
    const exported = await call(exportJson, { user, params: { id: source.id } });
    expect(exported.status).toBe(200);
    const json = dataOf<Record<string, unknown>>(exported);
    expect(json).toMatchObject({
      basics: { name: "Emily Carter", label: "Senior Software Engineer", email: "emily.carter@example.com" },
    });
    expect((json.work as unknown[]).length).toBe(3);

    const imported = await call(importJson, { method: "POST", user, body: { json: JSON.stringify(json) } });
    expect(imported.status).toBe(200);
    const resume = dataOf<ResumeDto>(imported);
    const original = sampleResume("en").data;
    expect(resume.name).toBe("Emily Carter");
    expect(resume.data.basicInfo).toEqual(original.basicInfo);
    expect(resume.data.links.map((l) => [l.name, l.src])).toEqual(original.links.map((l) => [l.name, l.src]));
    const strip = (sections: ResumeDto["data"]["sections"]) =>
      sections.map((s) => ({
        kind: s.kind,
        name: s.name,
        items: s.data.map(({ title, subTitle, startDate, endDate, city, description }) => ({
          title,
          subTitle,
          startDate,
          endDate,
          city,
          description,
        })),
      }));
    expect(strip(resume.data.sections)).toEqual(strip(original.sections));
  });

  it("maps a standard jsonresume.org file and refuses what is not one", async () => {
    const user = await seedUser();
    const file = {
      basics: {
        name: "Richard Hendricks",
        label: "Programmer",
        email: "richard@piedpiper.example",
        location: { city: "Palo Alto", region: "CA" },
        profiles: [{ network: "GitHub", url: "https://github.com/rh" }],
        summary: "Compression.",
      },
      work: [{ name: "Pied Piper", position: "CEO", startDate: "2013-12-01", highlights: ["Built an app"] }],
      education: [
        { institution: "Stanford", area: "Computer Science", studyType: "BS", startDate: "2008", score: "4.0" },
      ],
      skills: [{ name: "Web", level: "Master", keywords: ["HTML"] }],
      awards: [{ title: "TechCrunch Disrupt", awarder: "TechCrunch", date: "2014-11-01" }],
    };
    const resume = dataOf<ResumeDto>(await call(importJson, { method: "POST", user, body: { json: file } }));
    expect(resume.data.basicInfo).toMatchObject({
      name: "Richard Hendricks",
      title: "Programmer",
      location: "Palo Alto, CA",
    });
    expect(resume.data.sections.map((s) => s.name)).toEqual([
      "Profile",
      "Work Experience",
      "Education",
      "Skills",
      "Awards",
    ]);
    expect(resume.data.sections[1]?.data[0]).toMatchObject({
      title: "Pied Piper",
      subTitle: "CEO",
      startDate: "2013-12",
      description: "- Built an app",
    });
    expect(resume.data.sections[2]?.data[0]).toMatchObject({
      subTitle: "BS · Computer Science",
      description: "GPA: 4.0",
    });

    for (const json of ["{not json", { work: "nope" }, { hello: "world" }, ["array"]]) {
      const result = await call(importJson, { method: "POST", user, body: { json } });
      expect({ json, status: result.status }).toEqual({ json, status: 400 });
    }
    expect(await db.resume.count({ where: { userId: user.id } })).toBe(1);
  });
});
