// Which entries of a ZIP are the LinkedIn export's files a resume uses (issue 24 item 4): by name, as LinkedIn's
// "Get a copy of your data" archive names them ("Profile.csv", "Positions.csv", "Email Addresses.csv" …), matched
// without regard to case and also inside a folder (an export unzipped and zipped again). A Mac's "__MACOSX/" copies
// and "._" resource files are not entries of the export. Where a name occurs twice, the shallower entry counts.
// Not server-only: also loaded by the upload sniff (sniff-file.ts), which scripts/bench loads outside a Next bundle.
import { linkedInFileNames, type TLinkedInFileName } from "@/lib/shared/validations/resume-parse/linkedin-content";

const byLowerName = new Map<string, TLinkedInFileName>(
  linkedInFileNames.map((name) => [`${name.toLowerCase()}.csv`, name]),
);

const isJunk = (path: string) => /(^|\/)__MACOSX\//.test(path) || /(^|\/)\._/.test(path);

/** The export's files among a ZIP's entry names: file → the entry that holds it. Empty when none is there. */
export function findLinkedInEntries(entryNames: readonly string[]): Map<TLinkedInFileName, string> {
  const found = new Map<TLinkedInFileName, string>();
  for (const path of entryNames) {
    if (isJunk(path) || path.endsWith("/")) continue;
    const file = byLowerName.get(path.slice(path.lastIndexOf("/") + 1).toLowerCase());
    if (!file) continue;
    const seen = found.get(file);
    const depth = (p: string) => p.split("/").length;
    if (seen === undefined || depth(path) < depth(seen)) found.set(file, path);
  }
  return found;
}
