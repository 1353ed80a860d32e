// The premium vanity link /r/<customURL> (docs/product.md §5, §6). Shared by the share panel and PATCH
// /api/resumes/{id}.
import { z } from "zod";
import { resumeMessages as m } from "./messages";

/** Paths and words a vanity link must not take: they would read as ours, or shadow a route or a uuid link. */
const reservedCustomUrls: ReadonlySet<string> = new Set([
  "admin",
  "api",
  "app",
  "assets",
  "ch",
  "en",
  "zh",
  "r",
  "print",
  "editor",
  "resumes",
  "templates",
  "examples",
  "settings",
  "login",
  "logout",
  "signin",
  "signup",
  "pricing",
  "review",
  "referral",
  "ai",
  "upload",
  "help",
  "support",
  "about",
  "static",
  "public",
  "www",
  "null",
  "undefined",
  "new",
  "_next",
  "favicon",
  "robots",
  "sitemap",
]);

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** "" clears the link; whitespace alone is a blank required text; anything else must be a valid, unreserved slug. */
export const ZCustomUrl = z
  .string()
  .superRefine((value, ctx) => {
    if (value === "") return;
    const trimmed = value.trim();
    if (trimmed === "") ctx.addIssue({ code: "custom", message: m.textRequired });
    else if (!/^[a-z0-9_-]{3,64}$/.test(trimmed)) ctx.addIssue({ code: "custom", message: m.customUrlFormat });
    else if (reservedCustomUrls.has(trimmed) || UUID_SHAPE.test(trimmed))
      ctx.addIssue({ code: "custom", message: m.customUrlReserved });
  })
  .transform((value) => value.trim());
