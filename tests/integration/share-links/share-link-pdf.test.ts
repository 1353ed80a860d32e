// A PDF downloaded from a tracked link's page carries that link (issue 26 item 4), over real HTTP: POST
// /api/download/link/{token} prints with real Chromium (the stand-in print page, support/print-page-server.ts) and
// the file's info dictionary holds the link's address under /ShareLink. The download follows the public page's terms
// (a premium owner's `downloadable`, contact details hidden as there), works for a private resume, and a revoked link
// gives no PDF.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { execFile } from "node:child_process";
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from "pdf-lib";
import type { Prisma } from "@/generated/prisma/client";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { startPrintPageServer, type PrintPageServer } from "../support/print-page-server";

jest.setTimeout(120_000);

type Api = typeof import("./share-link-pdf-api");
let api: Api;
let printServer: PrintPageServer;
let downloads: { url: string; close: () => Promise<void> };

function chromiumShellPath(): Promise<string> {
  const script = 'import("@sparticuz/chromium").then(async ({ default: c }) => console.log(await c.executablePath()))';
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ["-e", script], (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
  );
}

const pdfText = (pdf: Uint8Array): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = execFile("pdftotext", ["-enc", "UTF-8", "-", "-"], { encoding: "utf8" }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(Buffer.from(pdf));
  });

beforeAll(async () => {
  process.env.CHROMIUM_PATH ??= await chromiumShellPath();
  delete process.env.PDF_BROWSER_WS_ENDPOINT;
  printServer = await startPrintPageServer();
  process.env.PDF_APP_ORIGIN = printServer.origin;
  await jest.isolateModulesAsync(async () => {
    api = await import("./share-link-pdf-api");
  });
  downloads = await api.serveLinkDownloads();
}, 180_000);

afterAll(async () => {
  await Promise.all([downloads?.close(), printServer?.close()]);
  await api?.closePdfBrowser();
  await api?.db.$disconnect();
});

async function seedOwnerResume(options: { downloadable: boolean; isPublic: boolean; emailIsHidden?: boolean }) {
  const owner = await api.seedUser("premium");
  const { data, config } = sampleResume("en", options);
  const resume = await api.db.resume.create({
    data: {
      userId: owner.id,
      name: "Linked",
      data: data as unknown as Prisma.InputJsonValue,
      config: config as unknown as Prisma.InputJsonValue,
      isPublic: options.isPublic,
    },
  });
  return { owner, resume, data };
}

function download(token: string): Promise<Response> {
  return fetch(`${downloads.url}/api/download/link/${token}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ format: "two" }),
  });
}

async function linkInPdf(pdf: Uint8Array): Promise<string | undefined> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context } = document;
  const info = context.lookup(context.trailerInfo.Info, PDFDict);
  return info.lookupMaybe(PDFName.of(api.SHARE_LINK_INFO_KEY), PDFString, PDFHexString)?.decodeText();
}

describe("the PDF of a tracked link", () => {
  it("carries the link, and shows what the link's page shows (a private resume, the hidden e-mail left out)", async () => {
    const { owner, resume, data } = await seedOwnerResume({ downloadable: true, isPublic: false, emailIsHidden: true });
    const link = await api.newLink(owner, resume.id, "Acme Corp");
    const token = api.tokenOf(link);

    const response = await download(token);
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(Number(response.headers.get("content-length"))).toBe(pdf.byteLength);

    expect(await linkInPdf(pdf)).toBe(`${api.appUrl()}/s/${token}`);
    const text = await pdfText(pdf);
    expect(text).toContain(data.basicInfo.name);
    expect(text).not.toContain(data.basicInfo.email);
    // The file still describes itself as every download does (describe-pdf.ts).
    const described = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(described.getTitle()).toContain(data.basicInfo.name);
  });

  it("is refused (403) when the owner does not allow downloads, and gone (404) once the link is revoked", async () => {
    const closed = await seedOwnerResume({ downloadable: false, isPublic: true });
    const closedLink = await api.newLink(closed.owner, closed.resume.id);
    expect((await download(api.tokenOf(closedLink))).status).toBe(403);

    const open = await seedOwnerResume({ downloadable: true, isPublic: true });
    const link = await api.newLink(open.owner, open.resume.id);
    expect((await api.revokeLink(open.owner, open.resume.id, link.id)).status).toBe(200);
    const revoked = await download(api.tokenOf(link));
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get("content-type")).toContain("application/json");
    expect((await download("A".repeat(32))).status).toBe(404);
    expect((await download("not-a-token")).status).toBe(400);
  });
});
