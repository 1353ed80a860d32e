"use client";
// The resume photo (docs/product.md §4 "Avatar: upload, crop, restore original", §5): a JPEG or PNG under 1 MB is
// uploaded as the original, cropped to a square in the browser and the crop uploaded too; basicInfo.avatar holds the
// crop. Re-crop starts again from the original, Restore original puts it back, Remove clears the photo. Each change is
// a store edit (autosave, history, undo). An image address can still be typed under "advanced".
import { memo, useRef, useState, useSyncExternalStore } from "react";
import type { Area } from "react-easy-crop";
import { Crop, ImageUp, RotateCcw, Trash2, UserRound } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { CropDialog } from "@/components/avatar/crop-dialog";
import { cropImage } from "@/components/avatar/crop-image";
import { imageFileError, type ImageFileError } from "@/components/avatar/image-file";
import { ImageFileInput } from "@/components/avatar/image-file-input";
import { uploadImage } from "@/components/avatar/upload-image";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/client/api-client/api-error";
import { apiResponse } from "@/lib/client/api-client/api-fetch";
import { originalOf, rememberOriginal, subscribeOriginals } from "@/lib/client/editor/avatar-originals";
import { ops } from "@/lib/client/editor/doc-ops";
import { safeImageSrc } from "@/lib/shared/resume/safe-url";
import { useEditor, useEditorStore } from "./editor-context";
import { TextField } from "./text-field";

/** What the crop dialog works on: the image, and the original's URL once it is uploaded. */
type Pending = { image: Blob; src: string; originalUrl: string | null };

/** Memoised without props: typing in the other basic-info fields does not render it (nor read localStorage). */
export const AvatarField = memo(function AvatarField() {
  const t = useTranslations("Editor.avatar");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const store = useEditorStore();
  const avatar = useEditor((s) => s.doc.data.basicInfo.avatar);
  const original = useSyncExternalStore(
    subscribeOriginals,
    () => originalOf(avatar),
    () => null,
  );
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const setAvatar = (url: string) => store.edit(ops.setBasic("avatar", url));

  const close = () => {
    if (pending) URL.revokeObjectURL(pending.src);
    setPending(null);
  };
  const run = async (work: () => Promise<void>) => {
    setIsBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(errorText(caught, te));
    } finally {
      setIsBusy(false);
    }
  };

  const choose = async (file: File) => {
    const problem: ImageFileError | null = await imageFileError(file);
    setError(problem ? t(problem) : null);
    if (!problem) setPending({ image: file, src: URL.createObjectURL(file), originalUrl: null });
  };
  const save = (area: Area | null) => {
    if (!pending) return;
    void run(async () => {
      const originalUrl = pending.originalUrl ?? (await uploadImage(pending.image, locale));
      const photoUrl = area ? await uploadImage(await cropImage(pending.image, area), locale) : originalUrl;
      rememberOriginal(photoUrl, originalUrl);
      setAvatar(photoUrl);
      close();
    });
  };
  const recrop = () => {
    if (!original) return;
    void run(async () => {
      const image = await apiResponse(original)
        .then((response) => response.blob())
        .catch(() => null);
      if (!image) return setError(t("loadError"));
      setPending({ image, src: URL.createObjectURL(image), originalUrl: original });
    });
  };

  const shown = safeImageSrc(avatar);
  return (
    <div className="sm:col-span-2" data-testid="avatar-field">
      <p className="mb-1 text-xs font-medium text-slate-600">{t("label")}</p>
      <div className="flex flex-wrap items-center gap-3">
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own upload or a user's image address, any size
          <img src={shown} alt={t("alt")} className="size-16 rounded-full border border-slate-200 object-cover" />
        ) : (
          <span
            role="img"
            aria-label={t("none")}
            className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-400"
          >
            <UserRound aria-hidden className="size-7" />
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={isBusy} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden /> {t(avatar ? "replace" : "upload")}
          </Button>
          <ImageFileInput ref={input} label={t("upload")} tabIndex={-1} onFile={(file) => void choose(file)} />
          {original && (
            <Button variant="outline" size="sm" disabled={isBusy} onClick={recrop}>
              <Crop aria-hidden /> {t("recrop")}
            </Button>
          )}
          {original && original !== avatar && (
            <Button variant="outline" size="sm" disabled={isBusy} onClick={() => setAvatar(original)}>
              <RotateCcw aria-hidden /> {t("restore")}
            </Button>
          )}
          {avatar && (
            <Button variant="ghost" size="sm" disabled={isBusy} onClick={() => setAvatar("")}>
              <Trash2 aria-hidden /> {t("remove")}
            </Button>
          )}
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-500" aria-live="polite">
        {isBusy ? t("uploading") : t("hint")}
      </p>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
      <details className="mt-2">
        <summary className="cursor-pointer text-xs text-slate-600">{t("advanced")}</summary>
        <TextField
          className="mt-2"
          label={t("url")}
          type="url"
          value={avatar}
          onValue={(value) => store.edit(ops.setBasic("avatar", value), { coalesceKey: "basic.avatar" })}
        />
      </details>
      <CropDialog
        image={pending?.src ?? null}
        namespace="Editor.avatar"
        isBusy={isBusy}
        onCancel={close}
        onSave={save}
        onUseOriginal={() => save(null)}
      />
    </div>
  );
});
