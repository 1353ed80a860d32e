"use client";
// Issue 21 item 2 on My resumes: a card's download or share of a resume that still holds seeded sample entries lists
// them first, as the editor does (components/editor/sample-warning.tsx), with one click that removes them all (saved,
// then the action goes on) and a way to go on anyway. The list already carries each resume's document.
import { useState } from "react";
import { SamplesDialog } from "@/components/editor/samples-dialog";
import { listSampleItems } from "@/lib/client/editor/sample-items";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

export type SampleCheck = { resume: ResumeDto; action: "download" | "share" };

type Props = {
  check: SampleCheck | null;
  onClose: () => void;
  /** Goes on with the action; `removeFirst` saves the resume without its samples before. */
  onProceed: (check: SampleCheck, removeFirst: boolean) => Promise<void>;
};

export function ResumeSamplesDialog({ check, onClose, onProceed }: Props) {
  const [busy, setBusy] = useState(false);
  const entries = check ? listSampleItems(check.resume.data) : [];
  const go = async (removeFirst: boolean) => {
    if (!check) return;
    setBusy(true);
    try {
      await onProceed(check, removeFirst);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SamplesDialog
      open={check !== null}
      action={check?.action ?? "share"}
      entries={entries}
      onClose={onClose}
      onGo={(removeFirst) => void go(removeFirst)}
      busy={busy}
    />
  );
}
