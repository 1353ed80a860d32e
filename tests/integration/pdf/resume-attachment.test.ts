// The resume's data inside its PDF (issue 25 item 4), end to end over real HTTP: a PDF downloaded from
// POST /api/download/{id} (real Chromium printing the stand-in print page, support/print-page-server.ts) lists
// resume.json (`qpdf --list-attachments`); uploading that PDF through /api/parsePdf → /api/getResumeParseTaskId →
// /api/parseResumeByStream gives back the same document with no parsing, no review marks and no model call; the
// settings toggle (PATCH /api/users/{id}) takes the attachment out; a forged or broken attachment is never imported
// (the file is read as text instead); a public visitor's PDF carries only what the public page shows.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AFRelationship, PDFDocument } from "pdf-lib";
import type { Prisma } from "@/generated/prisma/client";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { TResumeConfig, TResumeData, TSection } from "@/lib/shared/validations/resume-document/document";
import { startFakeOpenAIServer, type FakeOpenAI } from "@/tests/fakes/openai-server";
import { jsonOf, lastEvent, readEvents } from "@/tests/integration/ai-creator/sse-events";
import { startPrintPageServer, type PrintPageServer } from "../support/print-page-server";

jest.setTimeout(120_000);

type Api = typeof import("./resume-attachment-api");
type Served = { url: string; close: () => Promise<void> };
type Json = Record<string, unknown>;
type Content = { source: string; items: unknown[]; embedded?: { data: TResumeData; config: Json } };

let api: Api;
let fake: FakeOpenAI;
let printServer: PrintPageServer;
let downloads: Served;
let uploads: Served;
let workDir: string;

function run(file: string, args: string[], input?: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(file, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error && !(file === "qpdf" && error.code === 3) ? reject(error) : resolve(stdout),
    );
    if (input) child.stdin?.end(Buffer.from(input));
    else child.stdin?.end();
  });
}

async function onDisk(pdf: Uint8Array, name: string): Promise<string> {
  const file = path.join(workDir, name);
  await writeFile(file, pdf);
  return file;
}

const listAttachments = async (pdf: Uint8Array) => run("qpdf", ["--list-attachments", await onDisk(pdf, "list.pdf")]);
const showAttachment = async (pdf: Uint8Array) =>
  JSON.parse(await run("qpdf", [await onDisk(pdf, "show.pdf"), "--show-attachment=resume.json"])) as Json;
const pdfText = (pdf: Uint8Array) => run("pdftotext", ["-enc", "UTF-8", "-", "-"], pdf);

function chromiumShellPath(): Promise<string> {
  const script = 'import("@sparticuz/chromium").then(async ({ default: c }) => console.log(await c.executablePath()))';
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ["-e", script], (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
  );
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "resume-attachment-"));
  fake = await startFakeOpenAIServer();
  // AI on: an upload that were parsed and refined would call the fake model, which a PDF of ours must never do.
  process.env.AI_BASE_URL = fake.url;
  process.env.AI_MODEL = "fake-model-1";
  process.env.AI_API_KEY = "test-key";
  // The headless shell the app prints with (lib/server/pdf/browser.ts), as render-speed.test.ts finds it.
  process.env.CHROMIUM_PATH ??= await chromiumShellPath();
  delete process.env.PDF_BROWSER_WS_ENDPOINT;
  printServer = await startPrintPageServer();
  process.env.PDF_APP_ORIGIN = printServer.origin;
  // This file's registry read env() when the print server's modules loaded: the app is loaded afresh with the origin.
  await jest.isolateModulesAsync(async () => {
    api = await import("./resume-attachment-api");
    // What the server does at start (instrumentation-node.ts): the extraction pool compiles the parser once with a
    // generous limit. Without it the first parse job compiled it cold within the 15 s job limit and, on CI's busy
    // machine (unit tests and a build beside it), overran: the re-import's stream ended in FILE_TOO_COMPLEX.
    const { warmParser } = await import("@/lib/server/extract/warm-parser");
    await warmParser();
  });
  [downloads, uploads] = await Promise.all([api.serveDownloads(), api.serveRoutes()]);
}, 180_000);

afterAll(async () => {
  await Promise.all([downloads?.close(), uploads?.close(), printServer?.close(), fake?.close()]);
  await api?.closePdfBrowser();
  await api?.db.$disconnect();
  await rm(workDir, { recursive: true, force: true });
});

/** What the standard's fields lose: ids, names and layout of sections, styles, sample marks, odd dates, exact text. */
function richDocument(): { data: TResumeData; config: TResumeConfig } {
  const { data, config } = sampleResume("en", {
    templateName: "TemplateClassic",
    templateTheme: "navy",
    font: "lora",
    spacing: { preset: "custom", section: 6, item: 3, page: 11 },
  });
  const [profile, work, ...rest] = data.sections as [TSection, TSection, ...TSection[]];
  const honours: TSection = {
    id: "my-honours",
    name: "Honours",
    type: "custom",
    data: [
      {
        id: "h1",
        title: "Engineer of the year",
        subTitle: "Acme",
        startDate: "2020",
        endDate: "至今",
        city: "Berlin",
        description: "First line\n\n- a bullet\nafter the bullet",
        styles: { marginTop: 8 },
        sample: true,
      },
    ],
    isCreated: true,
    columns: "two",
    position: "main",
    tagStyle: "dot",
    onlyDesc: false,
    profile: false,
    styles: { marginBottom: 12 },
  };
  const renamedWork = { ...work, name: "Where I worked", data: work.data.map((i) => ({ ...i, endDate: "Present" })) };
  return {
    data: {
      basicInfo: { ...data.basicInfo, name: "Ada Attached", birth: "1990-01", wechat: "ada_wx" },
      links: [...data.links, { id: "blog", name: "Blog", src: "blog.example", isNew: true }],
      sections: [profile, renamedWork, honours, ...rest],
    },
    config,
  };
}

async function seedResume(userId: string, document: { data: TResumeData; config: TResumeConfig }, extra = {}) {
  return api.db.resume.create({
    data: {
      userId,
      name: "Attached",
      data: document.data as unknown as Prisma.InputJsonValue,
      config: document.config as unknown as Prisma.InputJsonValue,
      ...extra,
    },
  });
}

async function download(pathName: string, user?: { token: string }): Promise<Uint8Array> {
  const response = await fetch(`${downloads.url}${pathName}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(user && { cookie: `x-cid=${user.token}` }) },
    body: JSON.stringify({ format: "two" }),
  });
  const body = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`download answered ${response.status}: ${Buffer.from(body)}`);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(Number(response.headers.get("content-length"))).toBe(body.byteLength);
  return body;
}

async function uploadPdf(user: { token: string }, pdf: Uint8Array): Promise<Content> {
  const form = new FormData();
  form.append("file", new Blob([Buffer.from(pdf)], { type: "application/pdf" }), "resume.pdf");
  const response = await fetch(`${uploads.url}/api/parsePdf`, {
    method: "POST",
    headers: { cookie: `x-cid=${user.token}` },
    body: form,
  });
  const answer = (await response.json()) as { data: { content: Content } };
  expect(response.status).toBe(200);
  return answer.data.content;
}

/** The rest of the upload flow over HTTP: the task, then its stream to `finish`. */
async function parseUploaded(user: { token: string }, content: Content) {
  const cookie = `x-cid=${user.token}`;
  const task = await fetch(`${uploads.url}/api/getResumeParseTaskId`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ content }),
  });
  expect(task.status).toBe(200);
  const { taskId } = ((await task.json()) as { data: { taskId: string } }).data;
  const query = new URLSearchParams({ taskId, aiProvider: "openai" });
  const stream = await fetch(`${uploads.url}/api/parseResumeByStream?${query}`, { headers: { cookie } });
  const finish = lastEvent(await readEvents(stream));
  // The whole event on failure: an `error` says which.
  expect(finish).toMatchObject({ event: "finish" });
  const { resumeId, message } = jsonOf<{ resumeId: string; message: string }>(finish);
  const row = await api.db.resume.findUniqueOrThrow({ where: { id: resumeId } });
  const reviews = await api.db.parseReviewItem.count({ where: { resumeId } });
  return { message, data: row.data as unknown as TResumeData, config: row.config as unknown as TResumeConfig, reviews };
}

/** A copy of `pdf` whose resume.json is `json` (text as UTF-8, or the bytes given), made as our attach step makes it. */
async function withAttachment(pdf: Uint8Array, json: string | Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  await document.attach(typeof json === "string" ? new TextEncoder().encode(json) : json, "resume.json", {
    mimeType: "application/json",
    afRelationship: AFRelationship.Data,
  });
  return document.save();
}

const setEmbed = (user: { id: string; token: string }, embedResumeData: boolean) =>
  api.call(api.patchUser, {
    method: "PATCH",
    path: `/api/users/${user.id}`,
    user,
    params: { id: user.id },
    body: { embedResumeData },
  });

describe("resume.json inside our PDFs", () => {
  let owner: Awaited<ReturnType<Api["seedUser"]>>;
  let resumeId: string;
  let document: { data: TResumeData; config: TResumeConfig };
  let attachedPdf: Uint8Array;
  let plainPdf: Uint8Array;

  // Each test can run alone (-t): the PDFs they share are made here. `plainPdf`: the same resume, printed for an
  // owner whose setting is off.
  beforeAll(async () => {
    owner = await api.seedUser("premium");
    document = richDocument();
    resumeId = (await seedResume(owner.id, document)).id;
    const offOwner = await api.seedUser("premium");
    await api.db.user.update({ where: { id: offOwner.id }, data: { embedResumeData: false } });
    const offResume = await seedResume(offOwner.id, document);
    [attachedPdf, plainPdf] = await Promise.all([
      download(`/api/download/${resumeId}`, owner),
      download(`/api/download/${offResume.id}`, offOwner),
    ]);
  });

  it("attaches resume.json to a downloaded PDF: JSON Resume with our lossless copy", async () => {
    expect(await listAttachments(attachedPdf)).toMatch(/^resume\.json -> /m);
    const json = await showAttachment(attachedPdf);
    expect(json.$schema).toMatch(/jsonresume/);
    expect((json.basics as Json).name).toBe("Ada Attached");
    const ours = (json.meta as { resumecraft: Json }).resumecraft;
    expect(ours.document).toEqual({
      data: document.data,
      config: {
        templateName: "TemplateClassic",
        templateTheme: "navy",
        lang: "en",
        font: "lora",
        spacing: document.config.spacing,
      },
    });
    // The pages are the same print: the attachment adds to the file, it changes no text.
    expect(await pdfText(attachedPdf)).toContain("Engineer of the year");
  });

  it("re-imports a PDF of ours exactly, with no parsing, no review marks and no model call", async () => {
    const uploader = await api.seedUser();
    await api.db.user.update({ where: { id: uploader.id }, data: { tokenBalance: 5000 } });
    const content = await uploadPdf(uploader, attachedPdf);
    expect(content.items).toEqual([]);
    expect(content.embedded?.data).toEqual(document.data);
    const requestsBefore = fake.requests.length;
    const saved = await parseUploaded(uploader, content);
    expect(saved.message).toBe(api.parseFinishMessages.en.embedded);
    expect(saved.data).toEqual(document.data);
    expect(saved.config).toMatchObject({
      templateName: "TemplateClassic",
      templateTheme: "navy",
      font: "lora",
      spacing: document.config.spacing,
      lang: "en",
      isPublic: false,
    });
    expect(saved.reviews).toBe(0);
    expect(fake.requests.length).toBe(requestsBefore);
    const tokens = await api.db.user.findUniqueOrThrow({ where: { id: uploader.id }, select: { tokenBalance: true } });
    expect(tokens.tokenBalance).toBe(5000);
    expect(await api.db.tokenRecord.count({ where: { userId: uploader.id } })).toBe(0);
  });

  it("gives a regular user's copy of a pro-template PDF a free template, the content unchanged", async () => {
    const pro = { ...document, config: { ...document.config, templateName: "TemplateExecutive", templateTheme: "" } };
    const proResume = await seedResume(owner.id, pro);
    const pdf = await download(`/api/download/${proResume.id}`, owner);
    const uploader = await api.seedUser();
    const saved = await parseUploaded(uploader, await uploadPdf(uploader, pdf));
    expect(saved.data).toEqual(document.data);
    expect(saved.config.templateName).toBe("TemplateModern");
  });

  it("leaves the attachment out once the owner turns the setting off, and the PDF is then parsed as text", async () => {
    expect((await api.call(api.currentUser, { path: "/api/user/current", user: owner })).body.data).toMatchObject({
      embedResumeData: true,
    });
    const off = await setEmbed(owner, false);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ embedResumeData: false });
    const offPdf = await download(`/api/download/${resumeId}`, owner);
    expect(await listAttachments(offPdf)).not.toMatch(/resume\.json/);
    const uploader = await api.seedUser();
    const content = await uploadPdf(uploader, offPdf);
    expect(content.embedded).toBeUndefined();
    expect(content.items.length).toBeGreaterThan(20);
    const saved = await parseUploaded(uploader, content);
    expect(saved.message).not.toBe(api.parseFinishMessages.en.embedded);
    expect(saved.data.basicInfo.name).toBe("Ada Attached");
    expect(await setEmbed(owner, true)).toMatchObject({ status: 200 });
    expect(await listAttachments(await download(`/api/download/${resumeId}`, owner))).toMatch(/^resume\.json/m);
  });

  it("refuses a setting that is not a boolean", async () => {
    const result = await setEmbed(owner, "no" as unknown as boolean);
    expect(result.status).toBe(400);
  });

  describe("a forged or broken attachment is never imported: the PDF is read as text", () => {
    const signed = (mutate: (file: Json) => void) => {
      const file = JSON.parse(JSON.stringify(jsonOfAttached)) as Json;
      mutate(file);
      const ours = (file.meta as { resumecraft: Json }).resumecraft;
      ours.digest = api.standardDigest(file);
      return JSON.stringify(file);
    };
    const ours = (file: Json) => (file.meta as { resumecraft: { document: { data: TResumeData } } }).resumecraft;
    let jsonOfAttached: Json;

    beforeAll(async () => {
      jsonOfAttached = await showAttachment(attachedPdf);
    });

    const cases: [string, () => string | Uint8Array][] = [
      ["malformed JSON", () => '{"meta": {"resumecraft": '],
      // A file of ours in every other way, written as Latin-1: "é" is a byte no UTF-8 decoder accepts.
      [
        "not UTF-8",
        () =>
          Buffer.from(
            signed((f) => (ours(f).document.data.basicInfo.title = "Café")),
            "latin1",
          ),
      ],
      [
        "edited elsewhere (the fingerprint no longer matches)",
        () => JSON.stringify({ ...jsonOfAttached, basics: { name: "Someone Else" } }),
      ],
      [
        "a name past the save schema's 120 characters",
        () => signed((f) => (ours(f).document.data.basicInfo.name = "x".repeat(121))),
      ],
      [
        "41 sections",
        () => signed((f) => (ours(f).document.data.sections = Array(41).fill(document.data.sections[0]))),
      ],
      ["a NUL character", () => signed((f) => (ours(f).document.data.basicInfo.title = "Lead\u0000Engineer"))],
      ["a lone surrogate", () => signed((f) => (ours(f).document.data.basicInfo.title = "Lead\ud800"))],
      ["no lossless copy (another tool's JSON Resume)", () => JSON.stringify({ basics: { name: "Other Tool" } })],
      [
        "past the size cap (3 MiB)",
        () => signed((f) => ((f.meta as { resumecraft: Json }).resumecraft.padding = "x".repeat(3 * 1024 * 1024))),
      ],
    ];

    it.each(cases)("%s", async (_name, forge) => {
      const pdf = await withAttachment(plainPdf, forge());
      expect(await listAttachments(pdf)).toMatch(/^resume\.json/m);
      const uploader = await api.seedUser();
      const content = await uploadPdf(uploader, pdf);
      expect(content.embedded).toBeUndefined();
      expect(content.items.length).toBeGreaterThan(20);
    });

    it("saves the text-parsed resume, not the forged data, at the end of the flow", async () => {
      const forged = signed((f) => (ours(f).document.data.basicInfo.name = "x".repeat(121)));
      const uploader = await api.seedUser();
      const saved = await parseUploaded(uploader, await uploadPdf(uploader, await withAttachment(plainPdf, forged)));
      expect(saved.message).not.toBe(api.parseFinishMessages.en.embedded);
      expect(saved.data.basicInfo.name).toBe("Ada Attached");
    });

    it("accepts a valid copy someone else wrote: no more than a document they could have saved", async () => {
      const rewritten = signed((f) => (ours(f).document.data.basicInfo.title = "Rewritten title"));
      const uploader = await api.seedUser();
      const content = await uploadPdf(uploader, await withAttachment(plainPdf, rewritten));
      expect(content.embedded?.data.basicInfo.title).toBe("Rewritten title");
    });

    it("refuses an embedded document a client forges into the task itself, by the same schemas", async () => {
      const uploader = await api.seedUser();
      const content = await uploadPdf(uploader, attachedPdf);
      const bad = { ...content, embedded: { ...content.embedded, data: { basicInfo: { name: "x".repeat(121) } } } };
      const response = await fetch(`${uploads.url}/api/getResumeParseTaskId`, {
        method: "POST",
        headers: { cookie: `x-cid=${uploader.token}`, "content-type": "application/json" },
        body: JSON.stringify({ content: bad }),
      });
      expect(response.status).toBe(400);
    });
  });
});

describe("a public visitor's PDF", () => {
  it("carries only what the public page shows: the hidden e-mail is in neither the pages nor resume.json", async () => {
    const owner = await api.seedUser("premium");
    const { data, config } = sampleResume("en", { isPublic: true, downloadable: true, emailIsHidden: true });
    const resume = await seedResume(owner.id, { data, config }, { isPublic: true });
    const email = data.basicInfo.email;
    const phone = data.basicInfo.cellphone;
    expect(email).not.toBe("");

    const visitorPdf = await download(`/api/download/public/${resume.uuid}`);
    const text = await pdfText(visitorPdf);
    expect(text).not.toContain(email);
    expect(text).toContain(phone);
    const json = await showAttachment(visitorPdf);
    expect(JSON.stringify(json)).not.toContain(email);
    const lossless = (json.meta as { resumecraft: { document: { data: TResumeData } } }).resumecraft.document;
    expect(lossless.data.basicInfo).toMatchObject({ email: "", cellphone: phone });

    // The owner's own download is the whole resume.
    const ownerPdf = await download(`/api/download/${resume.id}`, owner);
    expect(await pdfText(ownerPdf)).toContain(email);
    expect(JSON.stringify(await showAttachment(ownerPdf))).toContain(email);

    // A visitor who uploads the public PDF gets the resume as the page showed it.
    const visitor = await api.seedUser();
    const saved = await parseUploaded(visitor, await uploadPdf(visitor, visitorPdf));
    expect(saved.data.sections).toEqual(data.sections);
    expect(saved.data.basicInfo.email).not.toBe(email);
  });

  it("has no attachment when the owner turned it off", async () => {
    const owner = await api.seedUser("premium");
    await setEmbed(owner, false);
    const { data, config } = sampleResume("ch", { isPublic: true, downloadable: true });
    const resume = await seedResume(owner.id, { data, config }, { isPublic: true });
    expect(await listAttachments(await download(`/api/download/public/${resume.uuid}`))).not.toMatch(/resume\.json/);
  });
});

describe("GET /api/resumes/{id}/export-json → POST /api/resumes/import-json", () => {
  it("imports our own export back exactly", async () => {
    const user = await api.seedUser("premium");
    const document = richDocument();
    const resume = await seedResume(user.id, document);
    const exported = await api.call(api.exportJson, {
      path: `/api/resumes/${resume.id}/export-json`,
      user,
      params: { id: resume.id },
    });
    expect(exported.status).toBe(200);
    const imported = await api.call(api.importJson, {
      method: "POST",
      path: "/api/resumes/import-json",
      user,
      body: { json: JSON.stringify(exported.body.data) },
    });
    expect(imported.status).toBe(200);
    const dto = imported.body.data as { data: TResumeData; config: TResumeConfig };
    expect(dto.data).toEqual(document.data);
    expect(dto.config).toMatchObject({ templateName: "TemplateClassic", templateTheme: "navy", font: "lora" });
  });
});
