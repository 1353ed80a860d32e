// Path parameters of the cover routes: names we could have made, nothing else (no dots, no slashes).
import { z } from "zod";
import { COVER_WEBP_WIDTHS } from "@/lib/shared/catalogue/cover-sources";

/** `{componentName}.png`: the full-size PNG (social cards); `{componentName}.webp`: a card-sized WebP (pages). */
export const ZTemplateCoverParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9]{1,60}\.(png|webp)$/, { error: "expected {componentName}.png or .webp" })
    .transform((file) => {
      const dot = file.lastIndexOf(".");
      return { componentName: file.slice(0, dot), format: file.slice(dot + 1) as "png" | "webp" };
    }),
});

/** `?locale=zh`: the cover filled with the Chinese sample resume (the Chinese site's covers); `?w=`: the WebP's width. */
export const ZTemplateCoverQuery = z.object({
  locale: z.enum(["en", "zh"]).default("en"),
  w: z.coerce
    .number()
    .int()
    .refine((w) => (COVER_WEBP_WIDTHS as readonly number[]).includes(w), {
      error: `one of ${COVER_WEBP_WIDTHS.join(", ")}`,
    })
    .default(480),
});

export const ZResumeCoverParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{1,120}\.webp$/, { error: "not a cover file name" }),
});
