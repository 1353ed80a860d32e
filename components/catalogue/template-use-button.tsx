"use client";
// 'Use This Template': the shared catalogue hook decides between sign-up, the upgrade dialog and the editor; the theme
// picked beside the button (TemplateThemeChoice) goes with it.
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { UpgradeDialog } from "@/components/dialogs/upgrade-dialog";
import { Button } from "@/components/ui/button";
import { useTemplateThemeChoice } from "./template-theme-choice";
import { useStartFromCatalogue } from "./use-start-from-catalogue";

type Props = { componentName: string; isPro: boolean; className?: string };

export function TemplateUseButton({ componentName, isPro, className }: Props) {
  const t = useTranslations("TemplatesPage");
  const { start, pending, upgradeOpen, setUpgradeOpen } = useStartFromCatalogue();
  const { theme } = useTemplateThemeChoice();
  return (
    <>
      <Button
        size="lg"
        className={className}
        disabled={pending}
        onClick={() => void start({ kind: "template", template: componentName, theme, isPro })}
      >
        {pending && <Loader2 aria-hidden className="animate-spin" />}
        {t(pending ? "using" : "use")}
      </Button>
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </>
  );
}
