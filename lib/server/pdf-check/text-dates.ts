// The date ranges a reader of plain text recognises (issue 25 item 1): every range or single month date of each line,
// read by the parser's own date rules (lib/server/parse/dates.ts: "Mar 2019 – Present", "2019.03 – 至今", "03/2019"),
// as "start|end" keys (resume-fields.ts, datesKey). A range cut after its dash ("Mar 2019 –" above "Present") is read
// with the next line, as a reader joins them.
import "server-only";
import { findDateRange } from "@/lib/server/parse/dates";
import { PRESENT } from "@/lib/shared/resume/date-value";

/** Most dates read from one line: a resume's line holds one or two ranges. */
const MAX_PER_LINE = 8;
const OPEN_RANGE = /[-‒–—―~～至]\s*$/u;

function rangesOf(line: string, into: Set<string>): void {
  let rest = line;
  for (let n = 0; n < MAX_PER_LINE; n += 1) {
    const range = findDateRange(rest);
    if (!range) return;
    into.add(`${range.start}|${range.end || PRESENT}`);
    rest = rest.slice(range.index + Math.max(1, range.raw.length));
  }
}

export function textDateKeys(lines: readonly string[]): Set<string> {
  const keys = new Set<string>();
  lines.forEach((line, index) => {
    rangesOf(line, keys);
    const next = lines[index + 1];
    if (next !== undefined && OPEN_RANGE.test(line)) rangesOf(`${line} ${next}`, keys);
  });
  return keys;
}
