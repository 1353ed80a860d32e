"use client";
// Steps 2 and 3 (docs/product.md §4, §5): up to 4 work or education entries. The last entry must pass the checks before
// another is added, a 5th gives a warning; Next checks every entry (blank ones are dropped); Skip sends nothing of this
// step. As with the other forms, messages appear on the first failed check and then follow every change.
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { checkExperience, hasErrors, loadExperienceSchema, type EntryErrors } from "./check-experience";
import {
  emptyExperience,
  isBlankExperience,
  type ExperienceKind,
  type ExperienceStepState,
  type ExperienceValues,
} from "./creator-types";
import { ExperienceEntry } from "./experience-entry";
import { StepActions } from "./step-actions";
import { StepHeading } from "./step-heading";

const MAX_ENTRIES = 4; // docs/product.md §9

type Props = {
  kind: ExperienceKind;
  state: ExperienceStepState;
  headingId: string;
  /** Focus the heading when the step appears (not on the page's first render). */
  focusOnMount?: boolean;
  onChange: (entries: ExperienceValues[]) => void;
  onBack: () => void;
  onNext: (entries: ExperienceValues[]) => void;
  onSkip: () => void;
};

export function ExperienceStep({
  kind,
  state,
  headingId,
  focusOnMount = false,
  onChange,
  onBack,
  onNext,
  onSkip,
}: Props) {
  const t = useTranslations("AiCreator");
  const te = useTranslations("ApiErrors");
  const rootRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<(EntryErrors | undefined)[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const wasChecked = useRef(false);
  const focusAfterRender = useRef<{ index: number; field: keyof ExperienceValues } | null>(null);
  const { entries } = state;

  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    rootRef.current
      ?.querySelector<HTMLElement>(`[data-index="${target.index}"] [data-field="${target.field}"]`)
      ?.focus();
  });

  const focusFirstError = (list: (EntryErrors | undefined)[]) => {
    const index = list.findIndex(hasErrors);
    const field = Object.keys(list[index] ?? {})[0] as keyof ExperienceValues | undefined;
    if (index >= 0 && field) focusAfterRender.current = { index, field };
  };

  /** Checks entries; on a failed schema load the network message shows instead. */
  async function check(list: ExperienceValues[]): Promise<(EntryErrors | undefined)[] | null> {
    try {
      return await Promise.all(list.map(checkExperience));
    } catch {
      setNotice(te("network"));
      return null;
    }
  }

  async function change(index: number, values: ExperienceValues) {
    const next = entries.map((entry, i) => (i === index ? values : entry));
    onChange(next);
    if (!wasChecked.current) return;
    const result = await check(next);
    if (result) setErrors(result);
  }

  function remove(index: number) {
    onChange(entries.filter((_, i) => i !== index));
    setErrors((list) => list.filter((_, i) => i !== index));
    setNotice(null);
  }

  async function add() {
    if (entries.length >= MAX_ENTRIES) {
      setNotice(t("experience.tooMany"));
      return;
    }
    setNotice(null);
    const last = entries.at(-1);
    if (last) {
      setIsChecking(true);
      const result = await check([last]);
      setIsChecking(false);
      if (!result) return;
      if (hasErrors(result[0])) {
        wasChecked.current = true;
        const list = entries.map((_, i) => (i === entries.length - 1 ? result[0] : errors[i]));
        setErrors(list);
        focusFirstError(list);
        return;
      }
    }
    focusAfterRender.current = { index: entries.length, field: "title" };
    onChange([...entries, emptyExperience()]);
  }

  async function next() {
    const kept = entries.filter((entry) => !isBlankExperience(entry));
    setIsChecking(true);
    const result = await check(kept);
    setIsChecking(false);
    if (!result) return;
    if (result.some(hasErrors)) {
      wasChecked.current = true;
      onChange(kept);
      setErrors(result);
      focusFirstError(result);
      return;
    }
    wasChecked.current = false;
    setErrors([]);
    onNext(kept);
  }

  return (
    <div
      ref={rootRef}
      className="flex flex-col gap-5"
      // The schema loads while the user types, so the first check does not wait for it.
      onFocus={() => void loadExperienceSchema().catch(() => undefined)}
    >
      <div>
        <StepHeading id={headingId} focusOnMount={focusOnMount}>
          {t(`experience.${kind}.heading`)}
        </StepHeading>
        <p className="mt-1 text-sm text-slate-600">{t(`experience.${kind}.hint`)}</p>
      </div>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          {t(`experience.${kind}.empty`)}
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {entries.map((entry, index) => (
            <li key={index} data-index={index}>
              <ExperienceEntry
                kind={kind}
                index={index}
                values={entry}
                errors={errors[index]}
                onChange={(values) => void change(index, values)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-col items-start gap-2">
        <Button variant="outline" onClick={() => void add()} disabled={isChecking}>
          <Plus aria-hidden />
          {t(`experience.${kind}.add`)}
        </Button>
        <div aria-live="polite">
          {notice && (
            <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
              {notice}
            </p>
          )}
        </div>
      </div>
      <StepActions onBack={onBack} onSkip={onSkip} onNext={() => void next()} isBusy={isChecking} />
    </div>
  );
}
