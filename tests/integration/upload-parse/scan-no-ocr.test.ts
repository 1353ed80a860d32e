// A server without Tesseract (TESSERACT_PATH where none is installed, set-no-ocr-env.ts): a scan, as a JPEG or as a
// PDF of page images, is refused over real HTTP with FILE_OCR_UNAVAILABLE (422, never a 5xx), whose message says in
// English and Chinese that the file has no text and that scanned files cannot be read on this server; a PDF with
// text is read as before.
import "./set-no-ocr-env";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { FILE_OCR_UNAVAILABLE } from "@/lib/shared/api/codes";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { seedUser, type TestUser } from "@/tests/integration/resumes/helpers";
import { englishResumeHtml, printPdfs } from "./fixture-files";
import { serveRoutes } from "./route-server";
import { scanPage } from "./scan-fixtures";
import { multipart } from "./upload-api";

let server: Awaited<ReturnType<typeof serveRoutes>>;
let textPdf: Buffer;
let photo: Buffer;
let scannedPdf: Buffer;

beforeAll(async () => {
  server = await serveRoutes();
  [textPdf] = (await printPdfs([englishResumeHtml])) as [Buffer];
  photo = await scanPage(textPdf, { format: "jpeg", angle: 1, dpi: 100 });
  const html = `<html><body style="margin: 0"><img src="data:image/jpeg;base64,${photo.toString("base64")}" style="width: 100%"></body></html>`;
  [scannedPdf] = (await printPdfs([html])) as [Buffer];
}, 60_000);

afterAll(async () => server.close());

async function uploadFile(user: TestUser, bytes: Buffer, filename: string, locale: "en" | "zh") {
  const { body, boundary } = multipart(bytes, filename);
  const response = await fetch(`${server.url}/api/parsePdf`, {
    method: "POST",
    headers: {
      cookie: `x-cid=${user.token}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "x-locale": locale,
    },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; key?: string; message: string } };
}

describe("a server without Tesseract", () => {
  it.each([
    ["a photographed resume (JPEG)", () => photo, "photo.jpg"],
    ["a PDF of page images", () => scannedPdf, "scan.pdf"],
  ] as const)("refuses %s with a clear message in both languages", async (_, file, filename) => {
    const user = await seedUser();
    for (const locale of ["en", "zh"] as const) {
      const answer = await uploadFile(user, file(), filename, locale);
      expect([answer.status, answer.body.code, answer.body.key]).toEqual([
        422,
        FILE_OCR_UNAVAILABLE,
        "fileOcrUnavailable",
      ]);
      expect(answer.body.message).toMatch(/no text/);
    }
    // What the page shows, by the answer's key.
    expect(en.ApiErrors.fileOcrUnavailable).toMatch(/no text to read.*scanned files cannot be read on this server/);
    expect(zh.ApiErrors.fileOcrUnavailable).toMatch(/没有可读取的文字.*无法识别扫描文件/);
  });

  it("still reads a PDF with text", async () => {
    const answer = await uploadFile(await seedUser(), textPdf, "cv.pdf", "en");
    expect(answer.status).toBe(200);
  });
});
