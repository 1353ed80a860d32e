// GET /api/fonts/{sheet}.css[?v={hash}] – one typeface's @font-face rules (lib/server/fonts/font-sheets.ts), linked by
// the pages that show it: the public resume page its resume's font, the Chinese interface its fallback web font
import { AppError } from "@/lib/server/api/app-error";
import { createHandler } from "@/lib/server/api/handler";
import { fontSheet, isFontSheetId } from "@/lib/server/fonts/font-sheets";
import { ZFontSheetParams, ZFontVersionQuery } from "@/lib/shared/validations/fonts/font-files";

export const GET = createHandler(
  { auth: "none", params: ZFontSheetParams, query: ZFontVersionQuery },
  async ({ params, query }) => {
    if (!isFontSheetId(params.sheet)) throw new AppError("NOT_FOUND", { message: "Font sheet not found" });
    const { css, hash } = fontSheet(params.sheet);
    return new Response(css, {
      headers: {
        "Content-Type": "text/css; charset=utf-8",
        // Pages link the URL with the sheet's hash: that one never changes. Any other is revalidated within the hour.
        "Cache-Control": query.v === hash ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      },
    });
  },
);
