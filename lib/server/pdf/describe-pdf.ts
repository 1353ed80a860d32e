// A step after printing (issue 25 item 3): the file says what it is. Chromium tags the PDF and writes its outline
// (render-pdf.ts) but knows nothing of the resume: its info dictionary has only Creator and dates, it has no XMP, and
// its language is the print page's <html lang>, English for every resume. Here the resume's description
// (lib/shared/resume/pdf-description.ts) goes into the info dictionary and an XMP packet alike, the catalog's /Lang and
// the structure tree's Document element take the resume's language, a RoleMap names Chromium's Strong and Em
// (PDF 2.0 types in a PDF 1.x file, which 1.x readers such as poppler reject with their text) as Span, and the
// bookmarks read as the headings were written (Chromium's read as laid out: upper-cased, a wrapped line's words run
// together). pdf-lib loads and saves every object as it was (finish-pdf.ts), so the structure tree, MarkInfo,
// outline and links stay intact (tests/integration/pdf/pdf-text-and-tags.test.ts reads them back with poppler).
import "server-only";
import { PDFDict, PDFHexString, PDFName, PDFString, type PDFContext, type PDFDocument } from "pdf-lib";
import type { TPdfDescription } from "@/lib/shared/resume/pdf-description";

/** The creation tool, in the info dictionary (Creator) and XMP (CreatorTool). */
const CREATOR = "ResumeCraft (Chromium)";

const xml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c);

function xmpPacket(description: TPdfDescription, producer: string, created: Date): string {
  const date = created.toISOString();
  const alt = (text: string) => `<rdf:Alt><rdf:li xml:lang="x-default">${xml(text)}</rdf:li></rdf:Alt>`;
  const list = (kind: "Seq" | "Bag", items: string[]) =>
    `<rdf:${kind}>${items.map((item) => `<rdf:li>${xml(item)}</rdf:li>`).join("")}</rdf:${kind}>`;
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<dc:format>application/pdf</dc:format>
<dc:title>${alt(description.title)}</dc:title>
<dc:creator>${list("Seq", description.author ? [description.author] : [])}</dc:creator>
<dc:description>${alt(description.subject)}</dc:description>
<dc:subject>${list("Bag", description.keywords)}</dc:subject>
<dc:language>${list("Bag", [description.lang])}</dc:language>
<pdf:Keywords>${xml(description.keywords.join(", "))}</pdf:Keywords>
<pdf:Producer>${xml(producer)}</pdf:Producer>
<xmp:CreatorTool>${CREATOR}</xmp:CreatorTool>
<xmp:CreateDate>${date}</xmp:CreateDate>
<xmp:ModifyDate>${date}</xmp:ModifyDate>
<xmp:MetadataDate>${date}</xmp:MetadataDate>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** The structure tree's root: the resume's language on its Document element, and Strong/Em mapped to Span. */
function describeStructure(context: PDFContext, root: PDFDict, lang: string): void {
  const roleMap = root.lookupMaybe(PDFName.of("RoleMap"), PDFDict) ?? context.obj({});
  for (const role of ["Strong", "Em"])
    if (!roleMap.has(PDFName.of(role))) roleMap.set(PDFName.of(role), PDFName.of("Span"));
  root.set(PDFName.of("RoleMap"), roleMap);
  const top = root.lookup(PDFName.of("K"));
  const elements = top instanceof PDFDict ? [top] : [];
  for (const element of elements)
    if (element.get(PDFName.of("S")) === PDFName.of("Document")) element.set(PDFName.of("Lang"), PDFString.of(lang));
}

/** Compares a bookmark with a heading: white space and case are what layout changes. */
const squash = (text: string) => text.replace(/\s+/gu, "").toLocaleLowerCase();
const MAX_BOOKMARKS = 1_000;

function retitleBookmarks(outlines: PDFDict, headings: string[]): void {
  const written = new Map(headings.map((heading) => [squash(heading), heading]));
  const pending = [outlines.lookupMaybe(PDFName.of("First"), PDFDict)];
  for (let seen = 0; pending.length > 0 && seen < MAX_BOOKMARKS; seen += 1) {
    const item = pending.pop();
    if (!item) continue;
    const title = item.lookupMaybe(PDFName.of("Title"), PDFString, PDFHexString)?.decodeText();
    const heading = title === undefined ? undefined : written.get(squash(title));
    if (heading !== undefined && heading !== title) item.set(PDFName.of("Title"), PDFHexString.fromText(heading));
    pending.push(item.lookupMaybe(PDFName.of("Next"), PDFDict), item.lookupMaybe(PDFName.of("First"), PDFDict));
  }
}

/** Describes the loaded PDF in place; finish-pdf.ts loads and saves it once for every step after printing. */
export function describePdf(document: PDFDocument, description: TPdfDescription): void {
  const created = document.getCreationDate() ?? new Date();
  const producer = `${document.getProducer() ?? "Chromium"}; pdf-lib`;
  document.setTitle(description.title, { showInWindowTitleBar: true });
  if (description.author) document.setAuthor(description.author);
  document.setSubject(description.subject);
  // One entry: pdf-lib joins an array with spaces, which would run "System design" into its neighbours.
  document.setKeywords([description.keywords.join(", ")]);
  document.setCreator(CREATOR);
  document.setProducer(producer);
  document.setModificationDate(created);
  document.setLanguage(description.lang);
  const { context, catalog } = document;
  const metadata = context.stream(new TextEncoder().encode(xmpPacket(description, producer, created)), {
    Type: "Metadata",
    Subtype: "XML",
  });
  catalog.set(PDFName.of("Metadata"), context.register(metadata));
  const structure = catalog.lookupMaybe(PDFName.of("StructTreeRoot"), PDFDict);
  if (structure) describeStructure(context, structure, description.lang);
  const outlines = catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict);
  if (outlines) retitleBookmarks(outlines, description.headings);
}
