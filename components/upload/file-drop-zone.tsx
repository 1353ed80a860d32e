"use client";
// Step 0 (docs/product.md §4, §5): one resume file by the picker or by drag and drop. The picker opens from a real
// button, so the keyboard reaches it like any other; the file input itself is hidden and out of the tab order. Dropping
// several files is refused with a message rather than taking the first one silently.
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { useTranslations } from "next-intl";
import { FileUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/shared/utils/cn";
import { RESUME_FILE_ACCEPT } from "./check-resume-file";

type Props = {
  /** Exactly one file; `null` when several were dropped. */
  onFile: (file: File | null) => void;
  disabled?: boolean;
  /** Shown under the drop zone: a refused file's reason. */
  error?: string;
  isVisitor?: boolean;
  /** Focus the button when the zone appears again after a failure (not on the page's first render). */
  focusOnMount?: boolean;
};

export function FileDropZone({ onFile, disabled = false, error, isVisitor = false, focusOnMount = false }: Props) {
  const t = useTranslations("ResumeUpload.drop");
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
  }, [focusOnMount]);
  const [isOver, setIsOver] = useState(false);
  const hintId = useId();
  const errorId = useId();

  const take = (files: FileList | null) => {
    if (disabled || !files || files.length === 0) return;
    onFile(files.length === 1 ? files[0]! : null);
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? "none" : "copy";
    if (!disabled) setIsOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        data-testid="upload-drop-zone"
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-10 text-center transition-colors",
          isOver ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-slate-50",
          error && !isOver && "border-red-300",
        )}
      >
        <FileUp aria-hidden className="size-10 text-brand-700" />
        <p className="font-semibold text-slate-900">{t("heading")}</p>
        <p className="text-sm text-slate-500">{t("or")}</p>
        <Button
          ref={button}
          size="lg"
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        >
          {t("choose")}
        </Button>
        <input
          ref={input}
          type="file"
          accept={RESUME_FILE_ACCEPT}
          aria-label={t("label")}
          tabIndex={-1}
          className="sr-only"
          disabled={disabled}
          onChange={(event) => {
            take(event.currentTarget.files);
            // The same file may be chosen again after a failure.
            event.currentTarget.value = "";
          }}
        />
        <p id={hintId} className="text-sm text-slate-600">
          {t("hint")}
        </p>
        {/* LinkedIn's data export is taken as it is (issue 24 item 4): where to get it. */}
        <p data-testid="upload-linkedin-hint" className="max-w-md text-sm text-balance text-slate-600">
          {t("linkedin")}
        </p>
        {isVisitor && <p className="text-sm font-medium text-slate-800">{t("visitor")}</p>}
      </div>
      {error && (
        <p id={errorId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
