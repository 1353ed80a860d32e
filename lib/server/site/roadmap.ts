// What the roadmap page (/roadmap) lists as live and as next. Each entry names the source file (and, where one file
// holds many features, the text in it) that exists once the feature is live, so a unit test
// (tests/unit/site/roadmap.test.ts) fails when a shipped feature is still listed as next or a listed one is gone.
// Labels are messages: Roadmap.shipped.items.<key> and Roadmap.next.items.<key>.
import "server-only";
export type RoadmapItem<Key extends string> = { key: Key; liveIn: { file: string; contains?: RegExp } };

export const shippedFeatures = [
  { key: "catalogue", liveIn: { file: "app/[locale]/(marketing)/templates/page.tsx" } },
  { key: "editor", liveIn: { file: "app/[locale]/(app)/editor" } },
  { key: "share", liveIn: { file: "app/r/[slug]" } },
  { key: "accounts", liveIn: { file: "lib/server/auth/oauth-providers.ts" } },
  { key: "ai", liveIn: { file: "app/[locale]/(marketing)/ai/page.tsx" } },
  { key: "upload", liveIn: { file: "app/[locale]/(marketing)/upload/page.tsx" } },
  { key: "checkout", liveIn: { file: "app/api/orders/route.ts" } },
  { key: "referral", liveIn: { file: "app/[locale]/(marketing)/referral/page.tsx" } },
  { key: "content", liveIn: { file: "app/[locale]/(marketing)/review/page.tsx" } },
  // WeChat website sign-in through the open platform.
  { key: "wechat", liveIn: { file: "lib/server/auth/wechat-provider.ts" } },
  // Version history kept on the server as well as in the browser: a table of snapshots per resume.
  { key: "history", liveIn: { file: "prisma/schema.prisma", contains: /^model ResumeSnapshot\b/m } },
  // Job applications with the resume used and tracked links per recipient (issue 26 items 2, 4 and 5).
  { key: "applications", liveIn: { file: "prisma/schema.prisma", contains: /^model Application\b/m } },
  // Translations that stay linked to their source and mark what went stale (issue 27 item 1).
  { key: "linkedTranslations", liveIn: { file: "prisma/schema.prisma", contains: /^\s+translatedFromId\s/m } },
  // A master resume with a variant per job that follows its edits (issue 26 item 1).
  { key: "variants", liveIn: { file: "prisma/schema.prisma", contains: /^\s+variantOfId\s/m } },
  // A cover letter per application, written from a template or with AI, as a PDF (issue 26 item 3).
  { key: "coverLetters", liveIn: { file: "prisma/schema.prisma", contains: /^model CoverLetter\b/m } },
  // A read-and-comment link for a reviewer (issue 26 item 6).
  { key: "reviewLinks", liveIn: { file: "prisma/schema.prisma", contains: /^model ReviewLink\b/m } },
] as const satisfies readonly RoadmapItem<string>[];

// Nothing is announced as next: the page says so (Roadmap.next.empty) rather than list something we have not decided.
export const nextFeatures: readonly RoadmapItem<string>[] = [];
