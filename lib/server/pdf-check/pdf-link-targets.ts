// The addresses a PDF's links point to (issue 25 item 1: a contact detail that is there only as a link behind an
// icon): the /URI strings of its link annotations, which Chromium writes as plain objects (not in compressed object
// streams), read from the bytes without a PDF parser. A file written otherwise gives fewer or none: the fix that
// needs them is then not offered, nothing else depends on them.
import "server-only";

const URI = /\/URI\s*\(((?:\\.|[^\\)]){1,2048})\)/g;
const MAX_LINKS = 200;

/** The link targets, as written ("mailto:…", "tel:…", "https://…"); PDF string escapes undone. */
export function pdfLinkTargets(pdf: Uint8Array): string[] {
  const source = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString("latin1");
  const targets: string[] = [];
  for (const match of source.matchAll(URI)) {
    targets.push((match[1] ?? "").replace(/\\([()\\])/g, "$1"));
    if (targets.length >= MAX_LINKS) break;
  }
  return targets;
}
