"use client";
// The home page's main call to action: the start dialog (docs/product.md §2), whose "blank" choice creates an empty
// resume.
import { ArrowRight } from "lucide-react";
import { StartDialog } from "@/components/dialogs/start-dialog";
import { Button, type ButtonVariant } from "@/components/ui/button";

/** `isAiEnabled`: the `ai` toggle, read by the server component that renders this (lib/server/env.ts). */
type Props = { label: string; isAiEnabled: boolean; variant?: ButtonVariant; className?: string };

export function StartResumeButton({ label, isAiEnabled, variant = "primary", className }: Props) {
  return (
    <StartDialog
      isAiEnabled={isAiEnabled}
      trigger={
        <Button size="lg" variant={variant} className={className}>
          {label}
          <ArrowRight aria-hidden />
        </Button>
      }
    />
  );
}
