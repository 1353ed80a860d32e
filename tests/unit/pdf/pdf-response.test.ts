// The download response: the file is named after the resume (UTF-8 via filename*), with an exact Content-Length.
import { describe, expect, it } from "@jest/globals";
import { contentDisposition, pdfFileName, pdfResponse } from "@/lib/server/pdf/pdf-response";
import { fileNameFromDisposition } from "@/components/resume-download/format-bytes";

describe("pdf response", () => {
  it("names the file after the resume, Chinese included, and the client reads the same name back", () => {
    const header = contentDisposition(pdfFileName("张三-前端工程师"));
    expect(header).toContain("filename*=UTF-8''%E5%BC%A0%E4%B8%89-%E5%89%8D%E7%AB%AF%E5%B7%A5%E7%A8%8B%E5%B8%88.pdf");
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; /);
    expect(fileNameFromDisposition(header, "x.pdf")).toBe("张三-前端工程师.pdf");
  });

  it("removes characters that break file names or headers", () => {
    expect(pdfFileName('a/b\\c:"d"\r\n')).toBe("a-b-c-d-.pdf");
    expect(pdfFileName("   ")).toBe("resume.pdf");
    expect(contentDisposition("it's (1).pdf")).toContain("filename*=UTF-8''it%27s%20%281%29.pdf");
  });

  it("sends Content-Type and Content-Length", async () => {
    const response = pdfResponse(new Uint8Array([37, 80, 68, 70]), "CV");
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe("4");
    expect(response.headers.get("x-content-length")).toBe("4");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });
});
