// A link to hand on: its label, the link in a read-only field that selects itself on focus (so it can be copied by
// hand where the clipboard refuses, see copy-text.ts) and the copy button beside it. The editor's share panel
// (editor/share-link.tsx), the resumes list's share dialog (resumes/share-dialog.tsx) and the referral page's invite
// link (referral/referral-link-panel.tsx) show one; each keeps its own spacing and colours through `classes`.
import type { ReactNode } from "react";
import { cn } from "@/lib/shared/utils/cn";

type Props = {
  id: string;
  label: string;
  value: string;
  /** The copy button. */
  children: ReactNode;
  classes: { label: string; row?: string; input: string };
};

export function CopyField({ id, label, value, children, classes }: Props) {
  return (
    <>
      <label htmlFor={id} className={cn("text-sm font-medium", classes.label)}>
        {label}
      </label>
      <div className={cn("flex gap-2", classes.row)}>
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={cn("min-w-0 flex-1 border border-slate-300 text-sm", classes.input)}
        />
        {children}
      </div>
    </>
  );
}
