"use client";

// Avatar: choose a JPEG or PNG under 1 MB (docs/product.md §5), crop it to a square or keep the original
// (components/avatar), then upload (POST /api/upload on the Chinese site, /api/uploadR2 elsewhere) and save it on the
// user (PATCH /api/users/{id}).
import { useRef, useState } from "react";
import type { Area } from "react-easy-crop";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { CropDialog } from "@/components/avatar/crop-dialog";
import { cropImage } from "@/components/avatar/crop-image";
import { imageFileError } from "@/components/avatar/image-file";
import { ImageFileInput } from "@/components/avatar/image-file-input";
import { uploadImage } from "@/components/avatar/upload-image";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { updateUser } from "@/lib/client/api-client/account-client";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";

export function AvatarEditor({ user }: { user: UserDto }) {
  const t = useTranslations("Settings.avatar");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const choose = async (chosen: File) => {
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
      const updated = await updateUser(user._id, { avatar: url }, locale);
      currentUserStore.set({ status: "signedIn", user: updated });
      toast.success(t("saved"));
      close();
    } catch (caught) {
      toast.error(errorText(caught, te));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <UserAvatar user={user} className="size-16" />
      <Button variant="outline" onClick={() => input.current?.click()}>
        {t("change")}
      </Button>
      <ImageFileInput ref={input} label={t("change")} onFile={(chosen) => void choose(chosen)} />
      <CropDialog
        image={preview}
        namespace="Settings.avatar"
        isBusy={isBusy}
        onCancel={close}
        onSave={(area) => void save(area)}
        onUseOriginal={() => void save(null)}
      />
    </div>
  );
}
