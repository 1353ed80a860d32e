"use client";
// The polish button of an entry, a section or the whole resume; nothing at all when AI is off.
import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { PolishTarget } from "@/lib/client/editor/polish-targets";
import { useAiEditor } from "./ai-editor-context";

type Props = { target: PolishTarget; label: string; disabled?: boolean; withText?: boolean };

export function PolishButton({ target, label, disabled, withText = false }: Props) {
  const t = useTranslations("Editor.ai");
  const ai = useAiEditor();
  if (!ai) return null;
  return (
    <Button
      variant="ghost"
      size={withText ? "sm" : "icon"}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => ai.startPolish(target)}
      data-testid="polish-button"
    >
      <Sparkles aria-hidden /> {withText && t("polish")}
    </Button>
  );
}
