"use client";
// The resume as the model writes it (docs/product.md §4: the user sees it filling in, not a spinner for a minute):
// every part appears as soon as the stream carries it. Descriptions show as a reader sees them, without the Markdown
// markers.
import { useTranslations } from "next-intl";
import { markdownToDisplayText } from "@/lib/shared/resume/markdown-display";
import type { PartialDraft } from "./creator-types";

type Entry = NonNullable<NonNullable<PartialDraft["work"]>[number]>;

const present = (value: string | undefined): value is string => typeof value === "string" && value.trim() !== "";

function EntryList({ label, entries, presentLabel }: { label: string; entries: Entry[]; presentLabel: string }) {
  if (entries.length === 0) return null;
  return (
    <section>
      <h4 className="border-b border-slate-200 pb-1 text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {label}
      </h4>
      <ul className="mt-2 flex flex-col gap-3">
        {entries.map((entry, index) => {
          const end = entry.endDate === "present" ? presentLabel : entry.endDate;
          const dates = [entry.startDate, end].filter(present).join(" – ");
          return (
            <li key={index} data-testid="draft-entry">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-semibold text-slate-900">
                  {[entry.title, entry.organization].filter(present).join(" · ")}
                </span>
                {dates && <span className="text-xs text-slate-500">{dates}</span>}
              </p>
              {present(entry.description) && (
                <p className="mt-1 text-sm whitespace-pre-line text-slate-600">
                  {markdownToDisplayText(entry.description)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function DraftPreview({ draft, isLive }: { draft: PartialDraft; isLive: boolean }) {
  const t = useTranslations("AiCreator.preview");
  const list = (value: (Entry | undefined)[] | undefined) => (value ?? []).filter((e): e is Entry => Boolean(e));
  const skills = (draft.skills ?? []).filter((skill) => present(skill?.name));
  const isEmpty =
    !present(draft.title) &&
    !present(draft.summary) &&
    list(draft.work).length + list(draft.education).length + list(draft.projects).length + skills.length === 0;

  return (
    <section
      aria-labelledby="draft-preview-heading"
      aria-busy={isLive || undefined}
      data-testid="draft-preview"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="draft-preview-heading" className="text-sm font-medium text-slate-500">
        {t("heading")}
      </h3>
      {isEmpty ? (
        <p className="mt-4 animate-pulse text-sm text-slate-500 motion-reduce:animate-none">{t("waiting")}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-5">
          {present(draft.title) && (
            <p data-testid="draft-title" className="text-2xl font-bold text-slate-900">
              {draft.title}
            </p>
          )}
          {present(draft.summary) && (
            <section>
              <h4 className="border-b border-slate-200 pb-1 text-sm font-semibold tracking-wide text-brand-800 uppercase">
                {t("summary")}
              </h4>
              <p data-testid="draft-summary" className="mt-2 text-sm whitespace-pre-line text-slate-700">
                {markdownToDisplayText(draft.summary)}
              </p>
            </section>
          )}
          <EntryList label={t("work")} entries={list(draft.work)} presentLabel={t("present")} />
          <EntryList label={t("education")} entries={list(draft.education)} presentLabel={t("present")} />
          <EntryList label={t("projects")} entries={list(draft.projects)} presentLabel={t("present")} />
          {skills.length > 0 && (
            <section>
              <h4 className="border-b border-slate-200 pb-1 text-sm font-semibold tracking-wide text-brand-800 uppercase">
                {t("skills")}
              </h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {skills.map((skill, index) => (
                  <li key={index} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
                    {skill?.name}
                    {present(skill?.level) && <span className="text-slate-500"> · {skill.level}</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </section>
  );
}
