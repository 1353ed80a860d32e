// Technology names spelled as their makers do not ("javascript", "Github", "nodejs", "postgres"), from the table in
// tech-names.ts (issue 27 item 2). Web addresses and e-mail addresses are skipped: "github.com/ada" is right as it is.
import type { CheckContext } from "../context";
import { makeFinding } from "../finding";
import { techNames } from "../tech-names";
import type { Finding } from "../types";

const ADDRESS = /\S+@\S+|(?:https?:\/\/|www\.)\S+|[\w-]+(?:\.[\w-]+)*\.(?:com|io|dev|org|net|cn|me|co|app)\b\S*/gi;
// A name may hold dots, "#" and "+" inside or after it ("Node.js", "C#", ".NET").
const TOKEN = /\.?[A-Za-z][A-Za-z0-9]*(?:[.#+][A-Za-z0-9]+)*#?/g;

export function findTechSpelling(ctx: CheckContext): Finding[] {
  const findings: Finding[] = [];
  for (const field of ctx.fields) {
    const seen = new Set<string>();
    for (const token of field.text.replace(ADDRESS, " ").match(TOKEN) ?? []) {
      const found = token.startsWith(".") && !techNames.has(token.toLowerCase()) ? token.slice(1) : token;
      const correct = techNames.get(found.toLowerCase());
      if (!correct || correct === found || seen.has(found)) continue;
      seen.add(found);
      findings.push(
        makeFinding("techSpelling", "spelling", field.target, { detail: found, values: { found, correct } }),
      );
    }
  }
  return findings;
}
