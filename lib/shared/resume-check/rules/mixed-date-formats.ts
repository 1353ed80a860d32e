// Dates written in more than one way (issue 27 item 2): "2019.03" beside "2020年5月" or "2021-01". Across the
// resume's date fields, each one written unlike most of them; within one text, any second way. A year alone is a
// precision, not a format, and "present" is no date.
import { isPresentValue } from "@/lib/shared/resume/date-value";
import { itemTarget, type CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { Finding } from "../types";

const formats: [name: string, pattern: RegExp][] = [
  ["YYYY-MM", /^\d{4}-\d{1,2}$/],
  ["YYYY.MM", /^\d{4}\.\d{1,2}$/],
  ["YYYY/MM", /^\d{4}\/\d{1,2}$/],
  ["MM/YYYY", /^\d{1,2}\/\d{4}$/],
  ["YYYY年MM月", /^\d{4}\s*年\s*\d{1,2}\s*月$/],
  ["Mon YYYY", /^[A-Za-z]{3,9}\.?\s+\d{4}$/],
];
const IN_TEXT = /\d{4}\s*年\s*\d{1,2}\s*月|(?<![\d.])\d{4}[-./]\d{1,2}(?![\d.])/g;

function formatOf(value: string): string | null {
  const text = value.trim();
  return formats.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

export function findMixedDateFormats(ctx: CheckContext): Finding[] {
  const findings: Finding[] = [];
  const dated = ctx.items.flatMap((ref) =>
    (["startDate", "endDate"] as const)
      .filter((field) => ref.item[field].trim() !== "" && !isPresentValue(ref.item[field]))
      .map((field) => ({ ref, field, value: ref.item[field], format: formatOf(ref.item[field]) }))
      .filter((date): date is typeof date & { format: string } => date.format !== null),
  );
  const counts = new Map<string, number>();
  for (const date of dated) counts.set(date.format, (counts.get(date.format) ?? 0) + 1);
  const usual = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const example = dated.find((date) => date.format === usual)?.value ?? "";
  for (const date of dated)
    if (date.format !== usual)
      findings.push(
        makeFinding("mixedDateFormats", "dates", itemTarget(date.ref, date.field), {
          detail: date.value,
          values: { value: date.value, usual: example },
        }),
      );
  for (const field of ctx.fields) {
    const seen = new Map<string, string>();
    for (const [date] of field.text.matchAll(IN_TEXT)) {
      const format = formatOf(date.replace(/\s+/g, ""));
      if (format && !seen.has(format)) seen.set(format, date);
    }
    if (seen.size < 2) continue;
    const [first, second] = [...seen.values()];
    findings.push(
      makeFinding("mixedDateFormats", "dates", field.target, {
        detail: `${first}|${second}`,
        values: { value: second ?? "", usual: first ?? "" },
      }),
    );
  }
  return findings;
}
