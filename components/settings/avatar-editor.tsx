"use client";

// Avatar: choose a JPEG or PNG under 1 MB (SPEC §5), crop it to a square (react-easy-crop) or keep the original, then
// upload (POST /api/upload on the Chinese site, /api/uploadR2 elsewhere) and save it on the user (PATCH /api/users/{id}).
import { useRef, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { Dialog } from "radix-ui";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import type { Locale } from "@/i18n/routing";
import { UserAvatar } from "@/components/layout/user-menu";
import { Button } from "@/components/ui/button";
import { ApiError, apiErrorText } from "@/lib/api-client/api-error";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { currentUserStore } from "@/lib/api-client/current-user-store";
import type { UserDto } from "@/lib/services/users/to-user-dto";
import { cropImage } from "./crop-image";

export function AvatarEditor({ user }: { user: UserDto }) {
  const t = useTranslations("Settings.avatar");
  const te = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!chosen) return;
    if (chosen.type !== "image/jpeg" && chosen.type !== "image/png") return void toast.error(t("typeError"));
    if (chosen.size >= 1024 * 1024) return void toast.error(t("sizeError"));
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const close = () => {
    if (preview) URL.revokeObjectURL(preview);
    setFile(null);
    setPreview(null);
  };

  const save = async (useOriginal: boolean) => {
    if (!file) return;
    setIsBusy(true);
    try {
      const body = new FormData();
      body.set("file", useOriginal || !area ? file : await cropImage(file, area), file.name);
      const response = await fetch(locale === "zh" ? "/api/upload" : "/api/uploadR2", { method: "POST", body, credentials: "same-origin" });
      const envelope = (await response.json()) as { code: number; data?: { url: string }; message?: string };
      if (envelope.code !== 0 || !envelope.data) throw new ApiError(envelope.code, envelope.message ?? "", response.status);
      const updated = await apiFetch<UserDto>(`/api/users/${user._id}`, { method: "PATCH", body: { avatar: envelope.data.url }, locale });
      currentUserStore.set({ status: "signedIn", user: updated });
      toast.success(t("saved"));
      close();
    } catch (caught) {
      toast.error(apiErrorText(caught, te));
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
      <input ref={input} type="file" accept="image/jpeg,image/png" className="sr-only" aria-label={t("change")} onChange={(event) => choose(event.target.files?.[0])} />
      <Dialog.Root open={preview !== null} onOpenChange={(open) => !open && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
            <Dialog.Title className="text-lg font-semibold">{t("cropTitle")}</Dialog.Title>
            <Dialog.Description className="sr-only">{t("cropHint")}</Dialog.Description>
            <div className="relative mt-4 h-72 overflow-hidden rounded-lg bg-slate-900">
              {preview && <Cropper image={preview} crop={crop} zoom={zoom} aspect={1} cropShape="round" onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={(_, pixels) => setArea(pixels)} />}
            </div>
            <input type="range" min={1} max={3} step={0.05} value={zoom} aria-label={t("zoom")} onChange={(event) => setZoom(Number(event.target.value))} className="mt-4 w-full" />
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <Button variant="ghost" onClick={close} disabled={isBusy}>
                {t("cancel")}
              </Button>
              <Button variant="outline" onClick={() => void save(true)} disabled={isBusy}>
                {t("original")}
              </Button>
              <Button onClick={() => void save(false)} disabled={isBusy}>
                {t("save")}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
