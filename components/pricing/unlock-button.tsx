"use client";
// The comparison's "unlock" button with its upgrade dialog. The trigger is made here, on the client: DialogShell
// clones its trigger, and an element handed over from a server component can arrive as a lazy reference in the RSC
// stream, which cloneElement cannot render (English /pricing answered 500 "Element type is invalid").
import { UpgradeDialog } from "@/components/dialogs/upgrade-dialog";
import { Button } from "@/components/ui/button";

export function UnlockButton({ label }: { label: string }) {
  return <UpgradeDialog trigger={<Button variant="secondary">{label}</Button>} />;
}
