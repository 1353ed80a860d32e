// GET /robots.txt – the public site is open to crawlers; accounts, the editor, the API, print and dev pages are not.
// Public resumes (/r/) stay crawlable on purpose: their noindex must be seen to be obeyed.
import type { MetadataRoute } from "next";
import { appUrl } from "@/lib/server/env";
import { robotsRules } from "@/lib/server/seo/robots-rules";

export default function robots(): MetadataRoute.Robots {
  return { rules: robotsRules(), sitemap: `${appUrl()}/sitemap.xml` };
}
