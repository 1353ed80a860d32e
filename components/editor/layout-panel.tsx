"use client";
// Layout adjustment (docs/product.md §2 tools, §4): the sections as the template prints them — main and side columns in
// two-column templates, one list otherwise. Sections move by drag (mouse, touch) within and between the columns, by
// the row's buttons, or by Alt + arrow keys on a focused row. Every move is one store edit, so autosave, the version
// history and undo cover it; a polite live region says where the section went.
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { ops } from "@/lib/client/editor/doc-ops";
import {
  columnsLeftToRight,
  isProfileFirst,
  pinnedSectionId,
  sectionColumns,
  type LayoutColumn,
} from "@/lib/client/editor/section-layout";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import { cn } from "@/lib/shared/utils/cn";
import { useEditor, useEditorStore } from "./editor-context";
import { EditorCard } from "./editor-card";
import { LayoutRow, type LayoutMove } from "./layout-row";
import { useDragBetween, type DropSpot } from "./use-drag-reorder";

type Focus = { id: string; control: string | null };

export function LayoutPanel() {
  const t = useTranslations("Editor.layout");
  const tSection = useTranslations("Editor.section");
  const store = useEditorStore();
  const sections = useEditor((s) => s.doc.data.sections);
  const templateName = useEditor((s) => s.doc.config.templateName);
  const twoColumns = getTemplateMeta(templateName)?.columns === "two";
  const profileFirst = !twoColumns && isProfileFirst(templateName);
  const columns = useMemo(
    () => sectionColumns(sections, twoColumns, profileFirst),
    [sections, twoColumns, profileFirst],
  );
  const pinned = pinnedSectionId(sections, profileFirst);
  const order: LayoutColumn[] = twoColumns ? columnsLeftToRight(templateName) : ["main"];
  const [announcement, setAnnouncement] = useState("");
  const panel = useRef<HTMLDivElement>(null);
  const refocus = useRef<Focus | null>(null);
  const hintId = useId();

  const onMove = useCallback<LayoutMove>(
    (id, column, index) => {
      const before = store.getState().doc;
      store.edit(twoColumns ? ops.placeSection(id, column, index) : ops.moveSectionInPrint(id, index, profileFirst));
      const after = store.getState().doc;
      if (after === before) return;
      // A moved row is a new DOM node (or a moved one, which loses focus): focus comes back to it after the render.
      const active = document.activeElement;
      if (active instanceof HTMLElement && panel.current?.contains(active)) {
        refocus.current = {
          id,
          control: active.hasAttribute("data-layout-row") ? null : active.getAttribute("aria-label"),
        };
      }
      const list = sectionColumns(after.data.sections, twoColumns, profileFirst)[column];
      const position = list.findIndex((s) => s.id === id) + 1;
      const name = list[position - 1]?.name || tSection("untitled");
      setAnnouncement(
        t(twoColumns ? (column === "side" ? "movedSide" : "movedMain") : "moved", {
          name,
          position,
          count: list.length,
        }),
      );
    },
    [store, twoColumns, profileFirst, t, tSection],
  );

  const onDrop = useCallback(
    (from: DropSpot<LayoutColumn>, to: DropSpot<LayoutColumn>) => {
      const section = columns[from.list][from.index];
      if (section) onMove(section.id, to.list, to.index);
    },
    [columns, onMove],
  );
  const drag = useDragBetween<LayoutColumn>(onDrop);

  useLayoutEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    const row = wanted && panel.current?.querySelector<HTMLElement>(`[data-layout-row="${CSS.escape(wanted.id)}"]`);
    if (!wanted || !row) return;
    const control = wanted.control
      ? row.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(wanted.control)}"]`)
      : null;
    (control && !control.disabled ? control : row).focus();
  }, [sections]);

  return (
    <EditorCard title={t("title")} id="layout">
      <div ref={panel}>
        <p id={hintId} className="mb-3 text-xs text-slate-500">
          {t(twoColumns ? "hintTwo" : "hintOne")}
        </p>
        {sections.length === 0 && <p className="text-sm text-slate-500">{t("noSections")}</p>}
        <div className={cn("grid gap-3", twoColumns && "sm:grid-cols-2")}>
          {order.map((column) => {
            const list = columns[column];
            const otherColumn: LayoutColumn = column === "main" ? "side" : "main";
            const other = twoColumns
              ? {
                  column: otherColumn,
                  side: order.indexOf(otherColumn) < order.indexOf(column) ? ("left" as const) : ("right" as const),
                  count: columns[otherColumn].length,
                }
              : null;
            const headingId = `${hintId}-${column}`;
            return (
              <section
                key={column}
                aria-labelledby={headingId}
                data-testid={`layout-column-${column}`}
                className={cn(twoColumns && "rounded-lg bg-slate-50 p-2")}
              >
                <h3 id={headingId} className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t(twoColumns ? column : "all")}
                </h3>
                <ol className="space-y-1.5">
                  {list.map((section, index) => (
                    <LayoutRow
                      key={section.id}
                      section={section}
                      column={column}
                      index={index}
                      count={list.length}
                      other={other}
                      pinned={section.id === pinned}
                      first={pinned ? 1 : 0}
                      hintId={hintId}
                      drag={drag}
                      onMove={onMove}
                    />
                  ))}
                  {twoColumns && (
                    // The end of the column: a drop here appends (and is the only target of an empty column).
                    <li
                      {...drag.target(column, list.length)}
                      data-testid={`layout-end-${column}`}
                      aria-hidden={list.length > 0 || undefined}
                      className="flex min-h-9 items-center justify-center rounded-lg border border-dashed border-slate-300 px-2 text-center text-xs text-slate-500 data-drop-over:border-brand-500 data-drop-over:bg-brand-50"
                    >
                      {list.length === 0 ? t("empty") : <span aria-hidden>+</span>}
                    </li>
                  )}
                </ol>
              </section>
            );
          })}
        </div>
        <p aria-live="polite" role="status" className="sr-only" data-testid="layout-announcer">
          {announcement}
        </p>
      </div>
    </EditorCard>
  );
}
