"use client";
// 'Use This Example' (docs/product.md §2): copies the example into the user's resumes and opens the editor. The shared
// hook handles visitors (login with prev), the resume cap and premium templates; this adds the pending state and the
// upgrade dialog the hook asks for.
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { UpgradeDialog } from "@/components/dialogs/upgrade-dialog";
import { Button } from "@/components/ui/button";
import { useStartFromCatalogue } from "./use-start-from-catalogue";

export function ExampleUseButton({ exampleId, className }: { exampleId: string; className?: string }) {
  const t = useTranslations("ExamplesPage.preview");
  const { start, pending, upgradeOpen, setUpgradeOpen } = useStartFromCatalogue();
  return (
    <>
      <Button
        size="lg"
        className={className}
        disabled={pending}
        aria-busy={pending}
        onClick={() => void start({ kind: "example", exampleId })}
      >
        {pending && <Loader2 aria-hidden className="animate-spin" />}
        {pending ? t("using") : t("use")}
      </Button>
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </>
  );
}
