// Student and open-source offer (docs/product.md §1): shared by POST /api/offer/email-code, POST
// /api/offer/applications and the application form (limits and messages: offer-rules.ts).
import { z } from "zod";
import {
  CODE_HOSTS,
  OFFER_STATEMENT_MAX,
  OFFER_STATEMENT_MIN,
  offerMessages as m,
  SCHOOL_EMAIL_DOMAIN,
} from "./offer-rules";

const ZSchoolEmail = z
  .string({ error: m.schoolEmailInvalid })
  .trim()
  .max(254, { error: m.schoolEmailInvalid })
  .pipe(z.email({ error: m.schoolEmailInvalid }))
  .transform((email) => email.toLowerCase())
  .refine((email) => SCHOOL_EMAIL_DOMAIN.test(email.split("@")[1] ?? ""), { error: m.schoolEmailInvalid });

/** https://github.com/<name>: one path segment, stored as `https://github.com/name` in lower case. */
const ZProfileUrl = z
  .string({ error: m.profileUrlInvalid })
  .trim()
  .max(200, { error: m.profileUrlInvalid })
  .transform((text, ctx) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      ctx.addIssue({ code: "custom", message: m.profileUrlInvalid });
      return z.NEVER;
    }
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    const segments = url.pathname.split("/").filter(Boolean);
    const name = segments[0] ?? "";
    const valid =
      url.protocol === "https:" &&
      !url.username &&
      !url.password &&
      !url.port &&
      (CODE_HOSTS as readonly string[]).includes(host) &&
      segments.length === 1 &&
      /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,62})$/.test(name);
    if (!valid) {
      ctx.addIssue({ code: "custom", message: m.profileUrlInvalid });
      return z.NEVER;
    }
    return `https://${host}/${name.toLowerCase()}`;
  });

export const ZOfferEmailCode = z.object({ schoolEmail: ZSchoolEmail });

export const ZOfferApplication = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("schoolEmail"),
      schoolEmail: ZSchoolEmail,
      veriCode: z
        .string({ error: m.veriCodeInvalid })
        .trim()
        .regex(/^\d{6}$/, { error: m.veriCodeInvalid }),
    }),
    z.object({
      kind: z.literal("codeProfile"),
      profileUrl: ZProfileUrl,
      statement: z
        .string({ error: m.statementTooShort })
        .trim()
        .min(OFFER_STATEMENT_MIN, { error: m.statementTooShort })
        .max(OFFER_STATEMENT_MAX, { error: m.statementTooLong }),
    }),
  ],
  { error: m.kindInvalid },
);
export type TOfferApplication = z.infer<typeof ZOfferApplication>;
/** What the application form reads from its fields before the schema checks them. */
export type TOfferApplicationInput = z.input<typeof ZOfferApplication>;
