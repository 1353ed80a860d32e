"use client";
// Crop an image to a square (react-easy-crop; drag to move, slider or wheel to zoom). Shared by the account avatar
// (settings) and the resume photo (editor); each names the messages that hold its own words.
import { useState } from "react";
import { useTranslations } from "next-intl";
import Cropper, { type Area } from "react-easy-crop";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import { DialogDescription, DialogTitle } from "@/components/dialogs/dialog-parts";
import { Button } from "@/components/ui/button";

type CropLabels = { title: string; hint: string; zoom: string; cancel: string; original: string; save: string };

type Props = {
  /** The image to crop (an object URL or our own file URL); the dialog is open while it is set. */
  image: string | null;
  /** Where cropTitle, cropHint, zoom, cancel, original and save are. */
  namespace: "Editor.avatar" | "Settings.avatar";
  isBusy: boolean;
  onCancel: () => void;
  /** `area` is in the image's own pixels; null before the cropper has measured the image. */
  onSave: (area: Area | null) => void;
  onUseOriginal: () => void;
};

export function CropDialog({ image, namespace, isBusy, onCancel, onSave, onUseOriginal }: Props) {
  const t = useTranslations(namespace);
  const labels: CropLabels = {
    title: t("cropTitle"),
    hint: t("cropHint"),
    zoom: t("zoom"),
    cancel: t("cancel"),
    original: t("original"),
    save: t("save"),
  };
  // Opened from a file input, so the shell returns focus to what had it then: the button that chose the file. No
  // close button: Cancel is one, and Escape or a click outside closes too unless the upload is running.
  return (
    <DialogShell size="sm" open={image !== null} onOpenChange={(open) => !open && !isBusy && onCancel()}>
      <DialogTitle className="text-lg font-semibold">{labels.title}</DialogTitle>
      <DialogDescription className="sr-only">{labels.hint}</DialogDescription>
      {/* A new image starts from the centre at zoom 1. */}
      {image && (
        <CropArea
          key={image}
          image={image}
          labels={labels}
          isBusy={isBusy}
          onCancel={onCancel}
          onSave={onSave}
          onUseOriginal={onUseOriginal}
        />
      )}
    </DialogShell>
  );
}

function CropArea({
  image,
  labels,
  isBusy,
  onCancel,
  onSave,
  onUseOriginal,
}: Omit<Props, "image" | "namespace"> & { image: string; labels: CropLabels }) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <>
      <div className="relative mt-4 h-72 overflow-hidden rounded-lg bg-slate-900">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </div>
      <input
        type="range"
        min={1}
        max={3}
        step={0.05}
        value={zoom}
        aria-label={labels.zoom}
        onChange={(event) => setZoom(Number(event.target.value))}
        className="mt-4 w-full"
      />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={isBusy}>
          {labels.cancel}
        </Button>
        <Button variant="outline" onClick={onUseOriginal} disabled={isBusy}>
          {labels.original}
        </Button>
        <Button onClick={() => onSave(area)} disabled={isBusy}>
          {labels.save}
        </Button>
      </div>
    </>
  );
}
