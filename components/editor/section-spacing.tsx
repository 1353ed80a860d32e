"use client";
// Each section's own space above it (Section.styles.marginTop, docs/product.md §3: per-key px values), set here beside
// the resume-wide spacing rather than inside every section's form. An empty value removes the key (docs/product.md §4),
// so the template's spacing, or the preset chosen above, applies again.
import { memo } from "react";
import { useTranslations } from "next-intl";
import { ops } from "@/lib/client/editor/doc-ops";
import type { TSection } from "@/lib/shared/validations/resume-document/document";
import { useEditor, useEditorStore } from "./editor-context";
import { TextField } from "./text-field";

/** Empty (back to the default) or a whole px number the document accepts (ZStyles: -200 to 400). */
function isSpacingPx(raw: string): boolean {
  const text = raw.trim();
  if (text === "") return true;
  const px = Number(text);
  return /^-?\d+$/.test(text) && px >= -200 && px <= 400;
}

const SectionSpace = memo(function SectionSpace({ section }: { section: TSection }) {
  const t = useTranslations("Editor.style");
  const tSection = useTranslations("Editor.section");
  const store = useEditorStore();
  const id = section.id;
  const value = section.styles.marginTop;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_6rem] items-center gap-2">
      <span aria-hidden className="truncate text-sm text-slate-700">
        {section.name || tSection("untitled")}
      </span>
      <TextField
        className="[&_label]:sr-only"
        label={t("sectionSpace", { name: section.name || tSection("untitled") })}
        placeholder={t("templateDefault")}
        value={value === undefined ? "" : String(value)}
        refuse={(raw) => (isSpacingPx(raw) ? null : t("sectionSpaceInvalid"))}
        onValue={(raw) => store.edit(ops.setSectionStyle(id, "marginTop", raw), { coalesceKey: `${id}.marginTop` })}
      />
    </li>
  );
});

export function SectionSpacing() {
  const t = useTranslations("Editor.style");
  const sections = useEditor((s) => s.doc.data.sections);
  if (sections.length === 0) return null;
  return (
    <fieldset className="mt-4" data-testid="section-spacing">
      <legend className="text-xs font-medium text-slate-600">{t("sectionSpacing")}</legend>
      <p className="mb-2 text-xs text-slate-500">{t("sectionSpacingHint")}</p>
      <ul className="space-y-1.5">
        {sections.map((section) => (
          <SectionSpace key={section.id} section={section} />
        ))}
      </ul>
    </fieldset>
  );
}
