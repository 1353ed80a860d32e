// Links to font sheets (GET /api/fonts/{sheet}.css, lib/server/fonts/font-sheets.ts) from a server component. React
// hoists each <link> into <head> and writes one per URL, so a page may name a sheet more than once.
import { fontSheetHref, type FontSheetId } from "@/lib/server/fonts/font-sheets";

export function FontSheetLinks({ sheets }: { sheets: FontSheetId[] }) {
  return sheets.map((id) => <link key={id} rel="stylesheet" href={fontSheetHref(id)} precedence="fonts" />);
}
