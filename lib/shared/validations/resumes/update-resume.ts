// PATCH /api/resumes/{id} (docs/product.md §7): four save modes. The mode is `mode` when sent, else inferred from the
// keys: data + config → full; config → config; data → data; name / coverImg → basic. Keys foreign to the mode are
// refused so that a client bug cannot half-save a document. A save that names the `version` it was based on is refused
// with 409 when the server copy is newer; `force: true` overwrites it on purpose (the editor's "keep mine"). A save
// without `version` (a client written to docs/product.md §7, which knows no versions) is last-write-wins.
import { z } from "zod";
import { ZResumeConfig, ZResumeData } from "@/lib/shared/validations/resume-document/document";
import { ZCustomUrl } from "./custom-url";
import { resumeMessages as m } from "./messages";
import { ZResumeName } from "./resume-name";

const saveModes = ["config", "basic", "data", "full"] as const;
export type TSaveMode = (typeof saveModes)[number];

const contentKeys = ["name", "coverImg", "data", "config", "uuid"] as const;

/** Our own upload URLs ("/api/files/…") or https; null removes the cover. */
const ZCoverImg = z.union([
  z
    .string()
    .trim()
    .max(2048)
    .regex(/^(\/|https:\/\/)/),
  z.null(),
]);

type ContentKey = (typeof contentKeys)[number];
const allowedKeys: Record<TSaveMode, { required: ContentKey[]; optional: ContentKey[] }> = {
  config: { required: ["config"], optional: ["uuid"] },
  basic: { required: [], optional: ["name", "coverImg"] },
  data: { required: ["data"], optional: [] },
  full: { required: ["name", "data", "config"], optional: ["coverImg", "uuid"] },
};

function inferMode(present: Set<ContentKey>): TSaveMode | undefined {
  if (present.has("data") && present.has("config")) return "full";
  if (present.has("config")) return "config";
  if (present.has("data")) return "data";
  if (present.has("name") || present.has("coverImg")) return "basic";
  return undefined;
}

export const ZUpdateResumeBody = z
  .object({
    mode: z.enum(saveModes).optional(),
    version: z.number().int().min(1).optional(),
    force: z.boolean().default(false),
    name: ZResumeName.optional(),
    coverImg: ZCoverImg.optional(),
    data: ZResumeData.optional(),
    config: ZResumeConfig.extend({ customURL: ZCustomUrl.default("") }).optional(),
    uuid: z.uuid().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const present = new Set(contentKeys.filter((key) => body[key] !== undefined));
    const mode = body.mode ?? inferMode(present);
    if (!mode) return ctx.addIssue({ code: "custom", path: ["mode"], message: m.unknownMode });
    const { required, optional } = allowedKeys[mode];
    for (const key of required)
      if (!present.has(key)) ctx.addIssue({ code: "custom", path: [key], message: `Required in ${mode} mode` });
    for (const key of present) {
      if (!required.includes(key) && !optional.includes(key))
        ctx.addIssue({ code: "custom", path: [key], message: `Not allowed in ${mode} mode` });
    }
    if (mode === "basic" && present.size === 0)
      ctx.addIssue({ code: "custom", path: ["name"], message: m.textRequired });
    // Unreadable text (a font size below the floor) is refused against the stored document, which the schema cannot
    // see: lib/server/services/resumes/refuse-new-tiny-fonts.ts.
  })
  .transform((body) => ({
    ...body,
    mode: body.mode ?? (inferMode(new Set(contentKeys.filter((key) => body[key] !== undefined))) as TSaveMode),
  }));

export type TUpdateResumeBody = z.output<typeof ZUpdateResumeBody>;
