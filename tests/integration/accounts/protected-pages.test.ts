// Every page of the (app) route group needs an account (CONTRIBUTING.md, "Policy"): read from the file system, each
// one, in both locales, is sent to the locale's sign-in page with prev by proxy.ts when the visitor has no session,
// and no page outside the group is. A page added to the group is covered without a list to update, and this fails
// if the proxy's idea of the group ever drifts from the folders.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";
import proxy from "@/proxy";
import { PROTECTED_SECTIONS } from "@/lib/server/permissions/protected-pages";

const localeDir = path.resolve(__dirname, "../../../app/[locale]");

/** The URL of every page.tsx under `dir` (route groups dropped, [param] → a sample value, [...rest] → two segments). */
function pageUrls(dir: string): string[] {
  return readdirSync(path.join(localeDir, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) => {
      const segments = path
        .dirname(path.join(dir, file))
        .split(path.sep)
        .filter((segment) => segment !== "." && !/^\(.+\)$/.test(segment))
        .map((segment) => (segment.startsWith("[...") ? "a/b" : segment.startsWith("[") ? "sample-id" : segment));
      return `/${segments.join("/")}`;
    });
}

const visit = (url: string) => proxy(new NextRequest(new URL(url, "http://localhost:3000")));
const location = (response: Response) => response.headers.get("location")?.replace("http://localhost:3000", "") ?? null;
const signInWithPrev = (url: string) =>
  `${url.startsWith("/ch/") ? "/ch/login" : "/signin"}?prev=${encodeURIComponent(url)}`;

const protectedPages = pageUrls("(app)");
const otherPages = readdirSync(localeDir)
  .filter((entry) => entry !== "(app)" && !entry.includes("."))
  .flatMap(pageUrls)
  .concat("/");

describe("protected pages", () => {
  it("names exactly the (app) group's folders as its protected sections", () => {
    expect(protectedPages).toEqual(expect.arrayContaining(["/resumes", "/settings", "/editor/sample-id"]));
    const folders = readdirSync(path.join(localeDir, "(app)"), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect([...PROTECTED_SECTIONS].sort()).toEqual(folders.map((folder) => folder.name).sort());
  });

  // The page the old list missed: next-intl decodes the path before routing, so /%72esumes is the /resumes page, but
  // the proxy matched the raw path and let it through (the (app) layout then sent the visitor to sign in without prev).
  it.each(["/%72esumes", "/ch/%73ettings", "/%63h/resumes", "/editor/%6Eew", "/%61dmin/orders"])(
    "%s, a protected page spelled with escapes, goes to sign in with prev",
    async (url) => {
      const target = location(await visit(url));
      expect(target).toMatch(/^(\/ch\/login|\/signin)\?prev=/);
      expect(new URL(target ?? "", "http://localhost:3000").searchParams.get("prev")).toBe(url);
    },
  );

  it.each(protectedPages.flatMap((page) => [page, `/ch${page}`]))(
    "%s without a session goes to sign in with prev",
    async (url) => {
      expect(location(await visit(url))).toBe(signInWithPrev(url));
    },
  );

  it.each(otherPages.flatMap((page) => [page, `/ch${page === "/" ? "" : page}`]))(
    "%s outside the group is not sent to sign in",
    async (url) => {
      expect(location(await visit(url)) ?? "").not.toContain("prev=");
    },
  );
});
