"use client";

// Settings → PDF downloads (issue 25 item 4): whether the resume's data goes inside its PDFs as resume.json, for the
// owner's downloads and the public page's alike. On by default; saved at once (PATCH /api/users/{id}), and the box
// shows the saved value: a failed save puts it back.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { errorText } from "@/lib/client/api-client/api-error";
import { updateUser } from "@/lib/client/api-client/account-client";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import { useCurrentUser } from "@/lib/client/api-client/use-current-user";
import { SettingsCard } from "./settings-card";

export function PdfDataCard() {
  const t = useTranslations("Settings.pdfData");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const current = useCurrentUser();
  const [isSaving, setIsSaving] = useState(false);
  const save = async (userId: string, embedResumeData: boolean) => {
    setIsSaving(true);
    try {
      const updated = await updateUser(userId, { embedResumeData }, locale);
      currentUserStore.set({ status: "signedIn", user: updated });
      toast.success(t(updated.embedResumeData ? "saved" : "savedOff"));
    } catch (caught) {
      toast.error(errorText(caught, te));
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <SettingsCard
      id="pdf-data-title"
      title={t("title")}
      className="flex max-w-xl flex-col gap-3 border-t border-slate-100 pt-6"
    >
      {current.status === "signedIn" && (
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={current.user.embedResumeData}
            disabled={isSaving}
            aria-describedby="pdf-data-body"
            onChange={(event) => void save(current.user._id, event.target.checked)}
          />
          {t("label")}
        </label>
      )}
      <p id="pdf-data-body" className="text-sm text-slate-600">
        {t("body")}
      </p>
    </SettingsCard>
  );
}
