// GET /api/fonts/{sheet}.css and GET /api/fonts/files/{package}/{file}: the sheets pages link (the public resume
// page its resume's font, the Chinese interface its fallback web font) and the files they name.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import { GET as getFontFile } from "@/app/api/fonts/files/[pkg]/[file]/route";
import { GET as getFontSheet } from "@/app/api/fonts/[sheet]/route";
import { fontSheet } from "@/lib/server/fonts/font-sheets";

type Handler = (req: NextRequest, route: { params: Promise<Record<string, string>> }) => Promise<Response>;

const call = (handler: Handler, url: string, params: Record<string, string>) =>
  handler(new NextRequest(`http://localhost${url}`), { params: Promise.resolve(params) });

const interVersion = JSON.parse(readFileSync("node_modules/@fontsource/inter/package.json", "utf8")).version as string;

describe("GET /api/fonts/{sheet}.css", () => {
  it("answers the sheet's CSS, kept for good under the hash pages link", async () => {
    const { css, hash } = fontSheet("inter");
    const response = await call(getFontSheet, `/api/fonts/inter.css?v=${hash}`, { sheet: "inter.css" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = await response.text();
    expect(body).toBe(css);
    expect(body).toContain(`url(/api/fonts/files/inter/inter-latin-400-normal.woff2?v=${interVersion})`);
    expect(body).not.toContain("Noto Sans SC");
  });

  it("is revalidated within the hour under another or no hash", async () => {
    const response = await call(getFontSheet, "/api/fonts/ui-sc.css?v=old", { sheet: "ui-sc.css" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const css = await response.text();
    expect(css).toContain("font-family: 'Noto Sans SC'");
    expect(css).toMatch(/font-weight: 700;/);
    expect(css).not.toMatch(/font-weight: 500;/);
  });

  it("answers 404 for a sheet it does not have and 400 for a name it could not have made", async () => {
    expect((await call(getFontSheet, "/api/fonts/arial.css", { sheet: "arial.css" })).status).toBe(404);
    expect((await call(getFontSheet, "/api/fonts/inter.js", { sheet: "inter.js" })).status).toBe(400);
    expect((await call(getFontSheet, "/api/fonts/..%2Finter.css", { sheet: "../inter.css" })).status).toBe(400);
  });
});

describe("GET /api/fonts/files/{package}/{file}", () => {
  const file = "inter-latin-400-normal.woff2";

  it("answers the package's file, kept for good under the package's version", async () => {
    const response = await call(getFontFile, `/api/fonts/files/inter/${file}?v=${interVersion}`, {
      pkg: "inter",
      file,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("font/woff2");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(readFileSync(`node_modules/@fontsource/inter/files/${file}`))).toBe(true);
    expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
  });

  it("keeps a file asked for without the version for an hour only", async () => {
    const response = await call(getFontFile, `/api/fonts/files/inter/${file}`, { pkg: "inter", file });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers 404 for another package or a missing file, 400 for a name it could not have made", async () => {
    expect((await call(getFontFile, "/api/fonts/files/next/x.woff2", { pkg: "next", file: "x.woff2" })).status).toBe(
      404,
    );
    const missing = "inter-latin-950-normal.woff2";
    expect((await call(getFontFile, `/api/fonts/files/inter/${missing}`, { pkg: "inter", file: missing })).status).toBe(
      404,
    );
    const traversal = { pkg: "inter", file: "..%2F..%2Fpackage.json" };
    expect((await call(getFontFile, "/api/fonts/files/inter/x", traversal)).status).toBe(400);
    expect((await call(getFontFile, "/api/fonts/files/inter/x", { pkg: "inter", file: "font.ttf" })).status).toBe(400);
  });
});
