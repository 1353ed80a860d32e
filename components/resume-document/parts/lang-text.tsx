// Chinese inside a resume written in a Latin-script language (a name in both scripts, a Chinese school or employer)
// is marked as Chinese: a screen reader switches voice for it, and the PDF's structure tree carries /Lang (zh) on it
// (issue 25 item 3). Chromium tags a span's language only when the span is in its accessibility tree, which the
// explicit role "generic" (a span's own role) puts it in; a bare <span lang> is folded into its parent, language lost.
import type { ReactNode } from "react";
import type { TResumeLang } from "@/lib/shared/validations/resume-document/document";

/** Resume languages whose text is not Chinese script: in these, a run of Chinese characters is another language. */
const LATIN_SCRIPT = new Set<TResumeLang>(["en", "es", "fr", "de"]);
/** Han characters and CJK punctuation, with the spaces between them: "陈思远", "上海交通大学（本科）". */
const CHINESE_RUN = /[\p{Script=Han}\u3000-\u303f\uff01-\uff60]+(?:\s+[\p{Script=Han}\u3000-\u303f\uff01-\uff60]+)*/gu;

export function LangText({ text, lang }: { text: string; lang: TResumeLang }): ReactNode {
  if (!LATIN_SCRIPT.has(lang)) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(CHINESE_RUN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} lang="zh" role="generic">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
