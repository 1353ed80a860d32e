import { z } from "zod";
import { authMessages as m } from "./messages";

const ZNickName = z
  .string({ error: m.nickNameRequired })
  .trim()
  .min(1, { error: m.nickNameRequired })
  .max(50, { error: m.nameTooLong });

/** The nickname form of /settings (docs/product.md §5: required). */
export const ZNickNameForm = z.object({ nickName: ZNickName });

/** PATCH /api/users/{id}: nickname and avatar (docs/product.md §7), and the PDF data setting (issue 25 item 4). */
export const ZUpdateUserBody = z
  .object({
    nickName: ZNickName.optional(),
    // Our own upload URLs ("/api/files/…") or an https URL; null removes the avatar.
    avatar: z
      .union([
        z
          .string()
          .trim()
          .max(2048)
          .regex(/^(\/|https:\/\/)/),
        z.null(),
      ])
      .optional(),
    /** Attach the resume's data (resume.json) to the user's PDFs. */
    embedResumeData: z.boolean().optional(),
  })
  .strict();

export const ZUserIdParams = z.object({ id: z.string().min(1).max(64) });

export type TUpdateUserBody = z.infer<typeof ZUpdateUserBody>;
