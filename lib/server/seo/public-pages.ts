// The site's public pages that exist in every locale, for the sitemap. A page joins this list when it is built; pages
// per item (templates, guides, examples, public resumes) are added from their own sources by sitemap-entries.ts.
import "server-only";
import type { MetadataRoute } from "next";

type PublicPage = {
  /** The internal route: next-intl's routing names it in each locale (/signin is /ch/login). */
  path: string;
  priority: number;
  changeFrequency: NonNullable<MetadataRoute.Sitemap[number]["changeFrequency"]>;
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", priority: 1, changeFrequency: "daily" },
  { path: "/templates", priority: 0.9, changeFrequency: "weekly" },
  { path: "/examples", priority: 0.9, changeFrequency: "daily" },
  { path: "/pricing", priority: 0.8, changeFrequency: "monthly" },
  { path: "/guides", priority: 0.8, changeFrequency: "weekly" },
  { path: "/ai", priority: 0.7, changeFrequency: "monthly" },
  { path: "/upload", priority: 0.7, changeFrequency: "monthly" },
  { path: "/review", priority: 0.6, changeFrequency: "daily" },
  { path: "/referral", priority: 0.5, changeFrequency: "monthly" },
  { path: "/roadmap", priority: 0.4, changeFrequency: "monthly" },
  { path: "/terms", priority: 0.2, changeFrequency: "yearly" },
  { path: "/privacy", priority: 0.2, changeFrequency: "yearly" },
  { path: "/signup", priority: 0.3, changeFrequency: "yearly" },
  { path: "/signin", priority: 0.3, changeFrequency: "yearly" },
];
