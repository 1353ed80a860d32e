// Decompression bombs (issue 20 item 2): a few MB of DOCX or PDF that inflate to 2 GB. The bytes a parser inflates
// live in ArrayBuffers outside a worker thread's heap cap, so the inflating itself is counted and stopped at a fixed
// cap (lib/server/extract/inflate-budget.mjs). Over real HTTP, ten bombs in a row are each answered 422 with a
// clear message (English from the server, translated by the client from its code), while this process (where the routes and their worker threads run) stays within +200 MB of
// resident memory, watched throughout; a good file is read afterwards as before.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { FILE_TOO_COMPLEX } from "@/lib/shared/api/codes";
import { errorCodes } from "@/lib/shared/api/error-codes";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { seedUser, type TestUser } from "@/tests/integration/resumes/helpers";
import { docxBomb, pdfBomb } from "./bomb-files";
import { docxResume, englishResumeHtml, printPdfs } from "./fixture-files";
import { serveRoutes } from "./route-server";
import { multipart } from "./upload-api";

const RSS_BUDGET = 200 * 1024 * 1024;

let server: Awaited<ReturnType<typeof serveRoutes>>;
let user: TestUser;
let bombs: { docx: Buffer; pdf: Buffer };
let goodDocx: Buffer;
let goodPdf: Buffer;

beforeAll(async () => {
  server = await serveRoutes();
  user = await seedUser();
  bombs = { docx: docxBomb(32), pdf: pdfBomb(32) };
  goodDocx = await docxResume("en");
  [goodPdf] = (await printPdfs([englishResumeHtml])) as [Buffer];
}, 120_000);
afterAll(async () => server.close());

async function post(kind: "docx" | "pdf", bytes: Buffer) {
  const { body, boundary } = multipart(bytes, kind === "pdf" ? "resume.pdf" : "resume.docx");
  const response = await fetch(`${server.url}/api/${kind === "pdf" ? "parsePdf" : "parseDocx"}`, {
    method: "POST",
    headers: {
      cookie: `x-cid=${user.token}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; message: string } };
}

describe("decompression bombs", () => {
  it("are built as described: a few MB each, inflating to 2 GB", () => {
    expect(bombs.docx.length).toBeLessThan(5 * 1024 * 1024);
    expect(bombs.pdf.length).toBeLessThan(5 * 1024 * 1024);
  });

  it("has the refusal's message in English and Chinese for the client to show", () => {
    const key = errorCodes.FILE_TOO_COMPLEX.key;
    expect(en.ApiErrors[key]).toBe("This file is too complex to read safely");
    expect(zh.ApiErrors[key]).toBe("文件过于复杂，无法安全读取");
  });

  it("answers ten bombs in a row 422 with a translated message, within +200 MB of resident memory", async () => {
    // The threads are started and pdf.js and mammoth loaded before the baseline is taken.
    expect((await post("docx", goodDocx)).status).toBe(200);
    expect((await post("pdf", goodPdf)).status).toBe(200);
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const watch = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    try {
      for (let i = 0; i < 10; i++) {
        const kind = i % 2 === 0 ? "docx" : "pdf";
        const answer = await post(kind, bombs[kind]);
        peak = Math.max(peak, process.memoryUsage().rss);
        expect({ i, kind, status: answer.status, code: answer.body.code }).toEqual({
          i,
          kind,
          status: 422,
          code: FILE_TOO_COMPLEX,
        });
        expect(answer.body.message).toBe("This file is too complex to read safely");
      }
    } finally {
      clearInterval(watch);
    }
    expect(peak - baseline).toBeLessThan(RSS_BUDGET);
    // The threads that refused the bombs still read good files.
    const docx = await post("docx", goodDocx);
    expect(docx.status).toBe(200);
    const pdf = await post("pdf", goodPdf);
    expect(pdf.status).toBe(200);
  }, 180_000);
});
