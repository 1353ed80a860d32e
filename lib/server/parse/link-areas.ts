// Web links a PDF carries over its text (link annotations, issue 24 item 2), each with the text it stands over: a user
// name printed under a GitHub icon ("jellis") leads to https://github.com/jellis. The address stands in the file, so
// the parser may give it although the page shows only the name.
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import type { TParseContent, TTextItem } from "@/lib/shared/validations/resume-parse/parse-content";

export type TLinkArea = { url: string; text: string; page: number; y: number };

/** Each link with the text whose middle lies inside its area; links over no text (an icon alone) are left out. */
export function linkAreas(content: TParseContent): TLinkArea[] {
  if (content.source !== "pdf" || !content.links?.length) return [];
  const byPage = new Map<number, TTextItem[]>();
  for (const item of content.items) byPage.set(item.page, [...(byPage.get(item.page) ?? []), item]);
  return content.links.flatMap((link) => {
    const inside = (byPage.get(link.page) ?? []).filter((item) => {
      const [cx, cy] = [item.x + item.width / 2, item.y + item.height / 2];
      return cx >= link.x - 1 && cx <= link.x + link.width + 1 && cy >= link.y - 1 && cy <= link.y + link.height + 1;
    });
    const text = inside
      .map((item) => item.text)
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
    return text ? [{ url: link.url, text, page: link.page, y: Math.min(...inside.map((item) => item.y)) }] : [];
  });
}
