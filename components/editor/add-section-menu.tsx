"use client";
// Adds a section: the built-in kinds (work, education, skills) and the custom modules of docs/product.md §2 (profile,
// certificates, projects, languages, hobbies, simple, fully custom); new modules come with sample content. A new
// profile goes first; the others after the last section.
import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { ops } from "@/lib/client/editor/doc-ops";
import type { TSectionKind } from "@/lib/shared/validations/resume-document/document";
import { useEditorStore } from "./editor-context";

const kinds = [
  "empolyment",
  "education",
  "skills",
  "profile",
  "certificate",
  "project",
  "language",
  "hobby",
  "simple",
  "custom",
] as const;
type AddKind = (typeof kinds)[number];

export function AddSectionMenu() {
  const t = useTranslations("Editor.add");
  const store = useEditorStore();
  const add = (kind: AddKind) => {
    const lang = store.getState().doc.config.lang;
    if (kind === "simple") {
      store.edit(
        (doc) => {
          const next = ops.addSection("custom", lang, t("simpleName"))(doc);
          const created = next.data.sections.at(-1);
          return created ? ops.updateSection(created.id, { onlyDesc: true })(next) : next;
        },
        { kind: "add" },
      );
    } else if (kind === "profile") {
      // A profile opens a resume (issue 21 item 16): it goes to the top, not under the last section, and the form
      // scrolls there with its name field focused, so the user sees where it went.
      store.edit(
        (doc) => {
          const next = ops.addSection("profile", lang, t("customName"))(doc);
          return ops.moveSection(next.data.sections.length - 1, 0)(next);
        },
        { kind: "add" },
      );
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>('[data-testid="section-editor"]');
        first?.scrollIntoView({ block: "start" });
        first?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
      });
    } else store.edit(ops.addSection(kind as TSectionKind | "custom", lang, t("customName")), { kind: "add" });
  };
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white/60 p-4">
      <h2 className="mb-2 text-sm font-semibold text-slate-700">{t("title")}</h2>
      <div className="flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            onClick={() => add(kind)}
            className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700"
          >
            <Plus aria-hidden className="size-3.5" /> {t(kind)}
          </button>
        ))}
      </div>
    </div>
  );
}
