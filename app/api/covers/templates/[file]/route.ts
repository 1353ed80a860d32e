// GET /api/covers/templates/{componentName}.png[?locale=zh] – a catalogue template's cover, rendered once from the
// sample resume in that language; {componentName}.webp[?w=320|480|640] – the same as a card-sized WebP (what pages
// show, lib/shared/catalogue/cover-sources.ts), the PNG being for social cards
import { createHandler } from "@/lib/server/api/handler";
import { getTemplateCover } from "@/lib/server/services/covers/get-template-cover";
import { getTemplateCoverWebp } from "@/lib/server/services/covers/get-template-cover-webp";
import type { CoverWebpWidth } from "@/lib/shared/catalogue/cover-sources";
import { ZTemplateCoverParams, ZTemplateCoverQuery } from "@/lib/shared/validations/pdf/covers";

export const GET = createHandler(
  { auth: "none", params: ZTemplateCoverParams, query: ZTemplateCoverQuery },
  async ({ params, query }) => {
    const { componentName, format } = params.file;
    const bytes =
      format === "webp"
        ? await getTemplateCoverWebp(componentName, query.locale, query.w as CoverWebpWidth)
        : await getTemplateCover(componentName, query.locale);
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": `image/${format}`,
        "Content-Length": String(bytes.byteLength),
        // The URL has no version: a week, then revalidated in the background.
        "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
      },
    });
  },
);
