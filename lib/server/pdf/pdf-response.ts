// The PDF as an HTTP response: exact Content-Length (the client shows progress from it) and a file name from the
// resume's name. RFC 6266: `filename*` carries the UTF-8 name ("张三-前端工程师.pdf"); `filename` is an ASCII
// fallback for old clients. Characters that are unsafe in file names or headers are replaced.
import "server-only";

export function pdfFileName(resumeName: string): string {
  // Control characters and characters that file systems or headers reject.
  const cleaned = resumeName
    .replace(/[\u0000-\u001f\u007f"\\/:*?<>|]+/g, "-")
    .trim()
    .slice(0, 150);
  return `${cleaned || "resume"}.pdf`;
}

export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/%/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function pdfResponse(pdf: Uint8Array, resumeName: string): Response {
  const body = new Uint8Array(pdf);
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(body.byteLength),
      // The routes serving this are Pages API routes, which keep Content-Length (App Router handlers lose it); a proxy
      // that recompresses drops it anyway, and the client then reads the size from here.
      "X-Content-Length": String(body.byteLength),
      "Content-Disposition": contentDisposition(pdfFileName(resumeName)),
    },
  });
}
