// Path parameters of the font routes (app/api/fonts): names we could have made, nothing else (no slashes, no "..").
import { z } from "zod";

/** `{sheet}.css`: a sheet of lib/server/fonts/font-sheets.ts (an unknown name is a 404 there). */
export const ZFontSheetParams = z.object({
  sheet: z
    .string()
    .regex(/^[a-z0-9-]{1,40}\.css$/, { error: "expected {sheet}.css" })
    .transform((file) => file.slice(0, -".css".length)),
});

/** `{package}/{file}`: a @fontsource package's font file, as its CSS names them (`inter-latin-400-normal.woff2`). */
export const ZFontFileParams = z.object({
  pkg: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: "not a font package" }),
  file: z.string().regex(/^[a-z0-9-]{1,80}\.woff2?$/, { error: "not a font file name" }),
});

/** `?v=`: the sheet's content hash or the package's version, which the links carry so the file may be cached for good. */
export const ZFontVersionQuery = z.object({ v: z.string().max(40).optional() });
