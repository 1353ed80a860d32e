// An entry with every field empty: what the editor adds, what a parsed or sample entry starts from, and the hint
// entries of a new resume (start-content.ts). One place for ZItem's fields, so a new field is added once.
import type { TItem } from "@/lib/shared/validations/resume-document/document";

export function blankItem(id: string): TItem {
  return { id, title: "", subTitle: "", startDate: "", endDate: "", city: "", description: "", styles: {} };
}
