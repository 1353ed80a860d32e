"use client";
// The two ways /editor/new offers to begin a resume on a template (issue 21 item 3): the template's sample content,
// every entry marked as a sample until edited (and warned about before it leaves the editor), or empty sections
// whose fields hint at what to write (hints are placeholders and never print).
import { FileText, PenLine } from "lucide-react";
import { useTranslations } from "next-intl";
import type { TResumeStart } from "@/lib/shared/validations/resumes/create-resume";

type Props = { templateTitle?: string; onChoose: (start: TResumeStart) => void };

const choices = [
  { start: "sample", Icon: FileText },
  { start: "hints", Icon: PenLine },
] as const;

export function ResumeStartChoice({ templateTitle, onChoose }: Props) {
  const t = useTranslations("TemplatesPage.start");
  return (
    <section aria-labelledby="start-title" className="w-full max-w-3xl text-left">
      <h1 id="start-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
        {templateTitle ? t("titleOf", { template: templateTitle }) : t("title")}
      </h1>
      <p className="mt-2 text-center text-slate-600">{t("intro")}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {choices.map(({ start, Icon }) => (
          <li key={start}>
            <button
              type="button"
              onClick={() => onChoose(start)}
              aria-describedby={`start-${start}-body`}
              className="flex h-full w-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <Icon aria-hidden className="size-7 text-brand-600" />
              <span className="text-lg font-semibold text-slate-900">{t(`${start}.title`)}</span>
              <span id={`start-${start}-body`} className="text-sm text-slate-600">
                {t(`${start}.body`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
