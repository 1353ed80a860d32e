// GET /api/fonts/files/{package}/{file}.woff2[?v={version}] – a font file of an @fontsource package, as the sheets of
// GET /api/fonts/{sheet}.css name them (lib/server/fonts/font-sheets.ts)
import { AppError } from "@/lib/server/api/app-error";
import { createHandler } from "@/lib/server/api/handler";
import { fontPackageVersion, isFontPackage, readFontFile } from "@/lib/server/fonts/font-sheets";
import { ZFontFileParams, ZFontVersionQuery } from "@/lib/shared/validations/fonts/font-files";

export const GET = createHandler(
  { auth: "none", params: ZFontFileParams, query: ZFontVersionQuery },
  async ({ params, query }) => {
    const { pkg, file } = params;
    const notFound = new AppError("NOT_FOUND", { message: "Font file not found" });
    if (!isFontPackage(pkg)) throw notFound;
    const bytes = readFontFile(pkg, file);
    if (!bytes) throw notFound;
    const format = file.endsWith(".woff2") ? "woff2" : "woff";
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": `font/${format}`,
        "Content-Length": String(bytes.byteLength),
        // The sheets name each file with its package's version: that URL's bytes never change.
        "Cache-Control":
          query.v === fontPackageVersion(pkg) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      },
    });
  },
);
