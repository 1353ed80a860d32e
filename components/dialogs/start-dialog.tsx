"use client";
// docs/product.md §2 start dialog: four ways to begin a resume. "Blank" creates an empty resume and opens the editor (a
// visitor goes to the login page with prev); a page with its own way to create one (the resume list) passes
// onCreateBlank. The AI choice shows only when the `ai` toggle is on: the page that renders the dialog passes it
// (lib/server/env.ts).
import type { ComponentType, SVGProps } from "react";
import { FilePlus2, FileUp, LayoutTemplate, Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useStartFromCatalogue } from "@/components/catalogue/use-start-from-catalogue";
import { DialogShell, type DialogControlProps } from "./dialog-shell";

type Choice = "examples" | "ai" | "blank" | "upload";
const choices: { key: Choice; href: string | null; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: "examples", href: "/examples", Icon: LayoutTemplate },
  { key: "ai", href: "/ai", Icon: Sparkles },
  { key: "blank", href: null, Icon: FilePlus2 },
  { key: "upload", href: "/upload", Icon: FileUp },
];

const choiceClass =
  "flex h-full w-full items-start gap-3 rounded-xl border border-slate-200 p-4 text-left transition-colors " +
  "hover:border-brand-400 hover:bg-brand-50/60";

export type StartDialogProps = DialogControlProps & { onCreateBlank?: () => void; isAiEnabled?: boolean };

export function StartDialog({ onCreateBlank, isAiEnabled = false, ...props }: StartDialogProps) {
  const t = useTranslations("SiteDialogs.start");
  const { start, pending } = useStartFromCatalogue();
  // One resume per click: a second click while the first request runs is ignored.
  const createBlank = onCreateBlank ?? (() => void (pending || start({ kind: "blank" })));
  return (
    <DialogShell {...props} title={t("title")} description={t("description")} closeLabel={t("close")}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {choices
          .filter(({ key }) => key !== "ai" || isAiEnabled)
          .map(({ key, href, Icon }) => {
            const content = (
              <>
                <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-slate-900">{t(`${key}.title`)}</span>
                  <span className="mt-1 block text-sm text-slate-600">{t(`${key}.description`)}</span>
                </span>
              </>
            );
            return (
              <li key={key}>
                {href === null ? (
                  <button type="button" className={choiceClass} onClick={createBlank} aria-busy={pending || undefined}>
                    {content}
                  </button>
                ) : (
                  <Link href={href} className={choiceClass}>
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
      </ul>
    </DialogShell>
  );
}
