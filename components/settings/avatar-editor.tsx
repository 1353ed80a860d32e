"use client";

// Avatar: choose a JPEG or PNG under 1 MB (SPEC §5), crop it to a square or keep the original (components/avatar),
// then upload (POST /api/upload on the Chinese site, /api/uploadR2 elsewhere) and save it on the user (PATCH /api/users/{id}).
import { useRef, useState } from "react";
import type { Area } from "react-easy-crop";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { CropDialog } from "@/components/avatar/crop-dialog";
import { cropImage } from "@/components/avatar/crop-image";
import { imageFileError } from "@/components/avatar/image-file";
import { uploadImage } from "@/components/avatar/upload-image";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Button } from "@/components/ui/button";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { currentUserStore } from "@/lib/api-client/current-user-store";
import type { UserDto } from "@/lib/validations/users/user-dto";

export function AvatarEditor({ user }: { user: UserDto }) {
  const t = useTranslations("Settings.avatar");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const choose = async (chosen: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!chosen) return;
    const error = await imageFileError(chosen);
    if (error) return void toast.error(t(error));
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const close = () => {
    if (preview) URL.revokeObjectURL(preview);
    setFile(null);
    setPreview(null);
  };

  const save = async (area: Area | null) => {
    if (!file) return;
    setIsBusy(true);
    try {
      const url = await uploadImage(area ? await cropImage(file, area) : file, locale, file.name);
      const updated = await apiFetch<UserDto>(`/api/users/${user._id}`, {
        method: "PATCH",
        body: { avatar: url },
        locale,
      });
      currentUserStore.set({ status: "signedIn", user: updated });
      toast.success(t("saved"));
      close();
    } catch (caught) {
      toast.error(apiErrorText(caught, te));
    } finally {
      setIsBusy(false);
    }
  };

  const labels = {
    title: t("cropTitle"),
    hint: t("cropHint"),
    zoom: t("zoom"),
    cancel: t("cancel"),
    original: t("original"),
    save: t("save"),
  };
  return (
    <div className="flex items-center gap-4">
      <UserAvatar user={user} className="size-16" />
      <Button variant="outline" onClick={() => input.current?.click()}>
        {t("change")}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        className="sr-only"
        aria-label={t("change")}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <CropDialog
        image={preview}
        labels={labels}
        isBusy={isBusy}
        onCancel={close}
        onSave={(area) => void save(area)}
        onUseOriginal={() => void save(null)}
      />
    </div>
  );
}
