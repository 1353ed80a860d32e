// GET /api/covers/templates/{componentName}.png[?locale=zh] – a catalogue template's cover, rendered once from the
// sample resume in that language
import { createHandler } from "@/lib/server/api/handler";
import { getTemplateCover } from "@/lib/server/services/covers/get-template-cover";
import { ZTemplateCoverParams, ZTemplateCoverQuery } from "@/lib/shared/validations/pdf/covers";

export const GET = createHandler(
  { auth: "none", params: ZTemplateCoverParams, query: ZTemplateCoverQuery },
  async ({ params, query }) => {
    const png = await getTemplateCover(params.file, query.locale);
    return new Response(new Uint8Array(png), {
      headers: {
        "Content-Type": "image/png",
        "Content-Length": String(png.byteLength),
        // The URL has no version: a week, then revalidated in the background.
        "Cache-Control": "public, max-age=604800, stale-while-revalidate=86400",
      },
    });
  },
);
