// Work entries without a start date, ending before they start, or overlapping another job by more than a month of
// hand-over (issue 27 item 2). Dates are read as the editor stores them (lib/shared/resume/date-value.ts): "YYYY-MM",
// "present", a year alone, or an older document's free text that names a month; what cannot be read is left alone.
import { isPresentValue, toMonthValue } from "@/lib/shared/resume/date-value";
import { OVERLAP_MONTHS } from "../limits";
import { itemTarget, type CheckContext, type ItemRef } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

type Range = { ref: ItemRef; start: number; end: number };

/** Months since year 0; a year alone is its first month (a start) or its last (an end). */
function monthIndex(value: string, edge: "start" | "end"): number | null {
  const text = value.trim();
  if (/^\d{4}$/.test(text)) return Number(text) * 12 + (edge === "start" ? 0 : 11);
  const month = toMonthValue(text);
  if (!month) return null;
  const [year, mm] = month.split("-").map(Number);
  return (year ?? 0) * 12 + (mm ?? 1) - 1;
}

function rangeOf(ref: ItemRef): Range | null {
  const start = monthIndex(ref.item.startDate, "start");
  if (start === null) return null;
  // An empty end on a dated job is how older documents (and the samples) wrote an ongoing one.
  const endText = ref.item.endDate.trim();
  const end = endText === "" || isPresentValue(endText) ? Infinity : monthIndex(endText, "end");
  return end === null ? null : { ref, start, end };
}

const label = (ref: ItemRef) => [ref.item.title, ref.item.subTitle].filter((part) => part.trim() !== "").join(" · ");

export function findJobDateProblems(ctx: CheckContext): Finding[] {
  const findings: Finding[] = [];
  const ranges: Range[] = [];
  for (const ref of ctx.jobs) {
    const { item } = ref;
    const isBlank = [item.title, item.subTitle, item.description].every((text) => text.trim() === "");
    if (isBlank) continue;
    if (item.startDate.trim() === "") {
      findings.push(makeFinding("jobNoDates", "dates", itemTarget(ref, "startDate")));
      continue;
    }
    const range = rangeOf(ref);
    if (!range) continue;
    if (range.end < range.start) {
      findings.push(
        makeFinding("datesReversed", "dates", itemTarget(ref, "endDate"), {
          detail: `${item.startDate}|${item.endDate}`,
          values: { start: item.startDate, end: item.endDate },
        }),
      );
      continue;
    }
    ranges.push(range);
  }
  const byStart = [...ranges].sort((a, b) => a.start - b.start);
  byStart.forEach((later, i) => {
    const earlier = byStart
      .slice(0, i)
      .find((other) => Math.min(other.end, later.end) - later.start + 1 > OVERLAP_MONTHS);
    if (!earlier) return;
    findings.push(
      makeFinding("datesOverlap", "dates", itemTarget(later.ref, "startDate"), {
        detail: `${later.ref.item.startDate}|${earlier.ref.item.title}`,
        values: { other: label(earlier.ref) },
      }),
    );
  });
  return findings;
}
