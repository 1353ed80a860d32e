// Path parameters of the cover routes: names we could have made, nothing else (no dots, no slashes).
import { z } from "zod";

export const ZTemplateCoverParams = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9]{1,60}\.png$/, { error: "expected {componentName}.png" })
    .transform((file) => file.slice(0, -4)),
});

/** `?locale=zh`: the cover filled with the Chinese sample resume (the Chinese site's covers). */
export const ZTemplateCoverQuery = z.object({ locale: z.enum(["en", "zh"]).default("en") });

export const ZResumeCoverParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{1,120}\.webp$/, { error: "not a cover file name" }),
});
