// The description Markdown subset as text a person reads where we cannot render it as the resume does (a word diff,
// a stream's preview): no "**"/"*" emphasis markers and "- " bullets shown as "• ", so a job seeker never sees the
// markers the model writes (issue 21 item 11). Built on the resume's own parser, so both agree on what a marker is.
import { parseMarkdown } from "./markdown";

const BULLET_MARK = "• ";

export function markdownToDisplayText(source: string): string {
  return parseMarkdown(source)
    .map((block) =>
      block.kind === "list"
        ? block.items.map((runs) => BULLET_MARK + runs.map((run) => run.text).join("")).join("\n")
        : block.lines.map((runs) => runs.map((run) => run.text).join("")).join("\n"),
    )
    .join("\n\n");
}
