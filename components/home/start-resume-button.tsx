"use client";
// The home page's main call to action: the start dialog (SPEC §2), whose "blank" choice creates an empty resume.
import { ArrowRight } from "lucide-react";
import { StartDialog } from "@/components/dialogs/start-dialog";
import { Button, type ButtonVariant } from "@/components/ui/button";

type Props = { label: string; variant?: ButtonVariant; className?: string };

export function StartResumeButton({ label, variant = "primary", className }: Props) {
  return (
    <StartDialog
      trigger={
        <Button size="lg" variant={variant} className={className}>
          {label}
          <ArrowRight aria-hidden />
        </Button>
      }
    />
  );
}
