// One id rule for the table of contents and the rendered headings, so every TOC link lands. Keeps letters of any
// script (Chinese headings stay readable in the URL fragment).
export function slugifyHeading(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/[\s-]+/g, "-")
    .replace(/^-|-$/g, "");
}
