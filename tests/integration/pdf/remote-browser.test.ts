// PDF rendering in a remote browser pool (issue 23 item 3): a separate Debian Chromium with remote debugging stands in
// for browserless (tests/integration/support/remote-chromium.ts) and the print route is served by a stand-in with the
// same checks, component and fonts (support/print-page-server.ts); everything from renderPdf on is the app's code.
// The same PDF text as the local browser; a render in flight when the pool dies, and renders while it is down, fail
// with our 503 and the queue stays bounded; a pool restarted on its address serves the next render. The loopback
// origin the app would use by default (HOST:PORT) is pointed at a canary server: the pool must take the print pages
// from PDF_APP_ORIGIN and fetch nothing else.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/server/db";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";
import { startCanaryServer, type CanaryServer } from "../../fakes/canary-server";
import { startPrintPageServer, type PrintPageServer } from "../support/print-page-server";
import { startRemoteChromium, type RemoteChromium } from "../support/remote-chromium";

type PdfModules = {
  renderPdf: (resumeId: string, format: TPdfFormat) => Promise<Uint8Array>;
  closePdfBrowser: () => Promise<void>;
};

const db = getDb();
let printServer: PrintPageServer;
let canary: CanaryServer;
let remote: RemoteChromium;
let resumeId: string;
let local: PdfModules | undefined;
let pooled: PdfModules;

/** The PDF modules as a process started with `settings` loads them (env() is read once per module registry). */
async function loadPdfModules(settings: Record<string, string | undefined>): Promise<PdfModules> {
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  let modules: PdfModules | undefined;
  await jest.isolateModulesAsync(async () => {
    const { renderPdf } = await import("@/lib/server/pdf/render-pdf");
    const { closePdfBrowser } = await import("@/lib/server/pdf/browser");
    modules = { renderPdf, closePdfBrowser };
  });
  if (!modules) throw new Error("the PDF modules did not load");
  return modules;
}

function pdfText(pdf: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("pdftotext", ["-enc", "UTF-8", "-", "-"], (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(Buffer.from(pdf));
  });
}

const unavailable = {
  key: "SERVICE_UNAVAILABLE",
  status: 503,
  message: "The PDF service is unavailable, please try again in a moment",
  headers: { "Retry-After": "5" },
};

beforeAll(async () => {
  [printServer, canary, remote] = await Promise.all([
    startPrintPageServer(),
    startCanaryServer(),
    startRemoteChromium(),
  ]);
  const user = await db.user.create({
    data: { email: `pdf-remote-${randomUUID()}@example.test`, nickName: "remote", isLifetime: true },
  });
  const { data, config } = sampleResume("en");
  // Content pointing at the canary: a browser without the request filter would fetch it while printing.
  const bait = { ...data, basicInfo: { ...data.basicInfo, avatar: `${canary.origin}/avatar.png` } };
  const resume = await db.resume.create({
    data: {
      userId: user.id,
      name: "Remote pool",
      data: bait as unknown as Prisma.InputJsonValue,
      config: config as unknown as Prisma.InputJsonValue,
    },
  });
  resumeId = resume.id;
});

afterAll(async () => {
  await local?.closePdfBrowser();
  await pooled?.closePdfBrowser();
  await Promise.all([remote?.kill(), printServer?.close(), canary?.close()]);
  await db.$disconnect();
});

describe("PDF rendering in a remote browser pool", () => {
  it("prints the text the local browser prints, through the pool, from PDF_APP_ORIGIN only", async () => {
    local = await loadPdfModules({
      HOST: "127.0.0.1",
      PORT: String(printServer.port),
      // The same Chromium build as the pool's, launched by the app: only the way it is reached differs.
      CHROMIUM_PATH: "/usr/bin/chromium",
      PDF_BROWSER_WS_ENDPOINT: undefined,
      PDF_APP_ORIGIN: undefined,
    });
    const localText = await pdfText(await local.renderPdf(resumeId, "two"));
    await local.closePdfBrowser();
    local = undefined;

    pooled = await loadPdfModules({
      PORT: String(new URL(canary.origin).port),
      PDF_BROWSER_WS_ENDPOINT: remote.endpoint,
      PDF_APP_ORIGIN: `http://localhost:${printServer.port}`,
    });
    const before = printServer.requests().length;
    const text = await pdfText(await pooled.renderPdf(resumeId, "two"));

    expect(text).toContain(sampleResume("en").data.basicInfo.name);
    expect(text).toBe(localText);
    // The pool's own Chromium asked for the page, by the name PDF_APP_ORIGIN gives; nothing reached the canary.
    const { "User-Agent": poolAgent } = (await remote.devtools("/json/version")) as { "User-Agent": string };
    const printed = printServer.requests().slice(before);
    expect(printed).toContainEqual({
      path: `/print/resume/${resumeId}`,
      host: `localhost:${printServer.port}`,
      userAgent: poolAgent,
    });
    expect(canary.hits()).toEqual([]);
  });

  it("fails a render in flight when the pool dies with our 503, and reconnects to the pool restarted on its port", async () => {
    const held = printServer.hold(resumeId);
    const rendering = pooled.renderPdf(resumeId, "two");
    // A render that fails before asking for its page would leave `arrived` pending: fail the test instead.
    await Promise.race([
      held.arrived,
      rendering.then(
        () => Promise.reject(new Error("rendered without asking for the held page")),
        (error: unknown) => Promise.reject(error),
      ),
    ]);
    const port = remote.port;
    await remote.kill();
    held.release();
    await expect(rendering).rejects.toMatchObject(unavailable);

    remote = await startRemoteChromium(port);
    const text = await pdfText(await pooled.renderPdf(resumeId, "two"));
    expect(text).toContain(sampleResume("en").data.basicInfo.name);
    // The new Chromium (a new browser id on the same port) holds the page this render used.
    const targets = (await remote.devtools("/json/list")) as { type: string; url: string }[];
    expect(targets.some((target) => target.url.startsWith(`http://localhost:${printServer.port}/print/resume/`))).toBe(
      true,
    );
  });

  it("ends a render with the render timeout's 503 when the pool stops answering, and renders again once it answers", async () => {
    const held = printServer.hold(resumeId);
    const rendering = pooled.renderPdf(resumeId, "two");
    await held.arrived;
    remote.pause();
    held.release();
    try {
      await expect(rendering).rejects.toMatchObject({
        key: "SERVICE_UNAVAILABLE",
        status: 503,
        message: "Rendering took too long, please try again",
      });
    } finally {
      remote.resume();
    }
    const text = await pdfText(await pooled.renderPdf(resumeId, "two"));
    expect(text).toContain(sampleResume("en").data.basicInfo.name);
  });

  it("while the pool is down, answers every render 503 and keeps the queue bound; it reconnects once the pool is back", async () => {
    const port = remote.port;
    await remote.kill();
    // The pool is down before the renders arrive: the browser this process was connected to is forgotten now rather
    // than when its dropped connection is noticed. On a loaded machine (CI, load 10) the renders came first, the two
    // rendering failed on the dead connection, and the 16 waiting reconnected to the pool this test restarts.
    await pooled.closePdfBrowser();
    const settled: string[] = [];
    let restarting: Promise<RemoteChromium> | undefined;
    // 2 rendering and 16 waiting (lib/server/pdf/pdf-pool.ts), 4 past the bound.
    const outcomes = await Promise.all(
      Array.from({ length: 22 }, () =>
        pooled.renderPdf(resumeId, "two").then(
          () => "rendered",
          (error: unknown) => {
            const outcome = (error as Error).message;
            settled.push(outcome);
            expect(error).toMatchObject({ key: "SERVICE_UNAVAILABLE", status: 503, headers: { "Retry-After": "5" } });
            // The pool comes back as soon as connecting has given up once: the renders that were waiting since
            // before still get that answer at once rather than each trying again in turn.
            // Kept as `remote` as soon as it is up, so afterAll ends it even when an expectation below fails.
            if (outcome === unavailable.message)
              restarting ??= startRemoteChromium(port).then((next) => (remote = next));
            return outcome;
          },
        ),
      ),
    );
    const busy = "The PDF service is busy, please try again in a moment";
    expect(outcomes.filter((outcome) => outcome === busy)).toHaveLength(4);
    expect(outcomes.filter((outcome) => outcome === unavailable.message)).toHaveLength(18);
    // The 4 past the bound are refused at once, before any connecting attempt gives up.
    expect(settled.slice(0, 4)).toEqual([busy, busy, busy, busy]);

    if (!restarting) throw new Error("no render reported the pool unavailable");
    remote = await restarting;
    const text = await pdfText(await pooled.renderPdf(resumeId, "one"));
    expect(text).toContain(sampleResume("en").data.basicInfo.name);
  });
});
