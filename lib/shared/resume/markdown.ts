// A tiny parser for the description Markdown subset (paragraphs, "- " bullets, **bold**, *italic*). It returns
// plain data that React renders as text nodes, so user content can never inject HTML.
export type Inline = { text: string; bold: boolean; italic: boolean };
export type Block = { kind: "paragraph"; lines: Inline[][] } | { kind: "list"; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+/;

/** Splits one line into runs; unmatched markers stay literal text. */
function parseInline(line: string): Inline[] {
  const runs: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(?!\s)(.+?)\*/g;
  let last = 0;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    if (match.index > last) runs.push({ text: line.slice(last, match.index), bold: false, italic: false });
    if (match[1] !== undefined) runs.push(...parseInline(match[1]).map((run) => ({ ...run, bold: true })));
    else runs.push({ text: match[2] ?? "", bold: false, italic: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) runs.push({ text: line.slice(last), bold: false, italic: false });
  return runs;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const previous = blocks.at(-1);
    if (!line.trim()) {
      if (previous) blocks.push({ kind: "paragraph", lines: [] });
      continue;
    }
    if (BULLET.test(line)) {
      const item = parseInline(line.replace(BULLET, ""));
      if (previous?.kind === "list") previous.items.push(item);
      else blocks.push({ kind: "list", items: [item] });
    } else if (previous?.kind === "paragraph") {
      previous.lines.push(parseInline(line.trim()));
    } else {
      blocks.push({ kind: "paragraph", lines: [parseInline(line.trim())] });
    }
  }
  return blocks.filter((block) => (block.kind === "paragraph" ? block.lines.length > 0 : true));
}

/** The plain text of a description (no markers), for tests and text extraction checks. */
export function markdownToText(source: string): string {
  return parseMarkdown(source)
    .flatMap((block) => (block.kind === "paragraph" ? block.lines : block.items))
    .map((runs) => runs.map((run) => run.text).join(""))
    .join("\n");
}
