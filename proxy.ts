// Locale routing (next-intl). Session guards for protected pages are added by the accounts work.
import createMiddleware from "next-intl/middleware";
import { routing } from "@/i18n/routing";

export default createMiddleware(routing);

export const config = {
  // Everything except API routes, Next internals, the public resume and print pages, and files with an extension.
  matcher: ["/((?!api|_next|_vercel|r/|print/|.*\\..*).*)"],
};
