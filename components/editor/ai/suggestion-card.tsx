"use client";
// One polish suggestion: where it belongs, the diff against the text, accept and reject. A text edited since the
// suggestion was made is not overwritten: accepting is disabled and the card says why.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { parsePolishPath } from "@/lib/shared/validations/ai-editor/polish-body";
import { useEditor } from "../editor-context";
import { DiffView } from "./diff-view";
import type { SuggestionState } from "./polish-session";

type Props = {
  suggestion: SuggestionState;
  /** The text at the suggestion's path now; undefined when its entry is gone. */
  current: string | undefined;
  onAccept: () => void;
  onReject: () => void;
};

export function SuggestionCard({ suggestion, current, onAccept, onReject }: Props) {
  const t = useTranslations("Editor.ai");
  const at = parsePolishPath(suggestion.path);
  const place = useEditor((s) => {
    const section = s.doc.data.sections.find((x) => x.id === at?.sectionId);
    const item = section?.data[at?.index ?? -1];
    return [section?.name, item?.title || item?.subTitle].filter(Boolean).join(" · ");
  });
  const isStale = current !== suggestion.original;
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="suggestion">
      <p className="mb-1 text-xs font-medium text-slate-500">{place}</p>
      <DiffView
        before={suggestion.original}
        after={suggestion.suggestion}
        removedLabel={t("removed")}
        addedLabel={t("added")}
      />
      {isStale && <p className="mt-2 text-xs text-amber-700">{t("stale")}</p>}
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onReject} aria-label={t("rejectIn", { place })}>
          {t("reject")}
        </Button>
        <Button size="sm" onClick={onAccept} disabled={isStale} aria-label={t("acceptIn", { place })}>
          {t("accept")}
        </Button>
      </div>
    </li>
  );
}
