"use client";
// /editor/{id} of a resume in the trash (issue 21 item 16): says so and restores it in one click (then the editor
// opens), instead of a "not found" for a resume the user still has. A refused restore (the regular plan's resume
// limit) shows why, in place.
import { useState } from "react";
import { ArrowLeft, RotateCcw, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button, buttonClasses } from "@/components/ui/button";
import { Link, useRouter } from "@/i18n/navigation";
import { resumeClient } from "@/lib/client/editor/resume-client";
import { errorText } from "@/lib/client/api-client/api-error";

export function TrashedResume({ id, name }: { id: string; name: string }) {
  const t = useTranslations("Editor.trashed");
  const tApi = useTranslations("ApiErrors");
  const router = useRouter();
  const [isRestoring, setIsRestoring] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const restore = async () => {
    setIsRestoring(true);
    setError(null);
    try {
      await resumeClient.restore(id);
      // The same address now loads the resume into the editor.
      router.refresh();
    } catch (caught) {
      setError(errorText(caught, tApi));
      setIsRestoring(false);
    }
  };
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <Trash2 aria-hidden className="mb-4 size-8 text-slate-500" />
        <h1 className="text-xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-2 text-slate-700">{t("body", { name })}</p>
        {error && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => void restore()} disabled={isRestoring}>
            <RotateCcw aria-hidden /> {isRestoring ? t("restoring") : t("restore")}
          </Button>
          <Link href="/resumes" className={buttonClasses({ variant: "outline" })}>
            <ArrowLeft aria-hidden /> {t("back")}
          </Link>
        </div>
      </div>
    </div>
  );
}
