"use client";
// Crop an image to a square (react-easy-crop; drag to move, slider or wheel to zoom). Shared by the account avatar
// (settings) and the resume photo (editor); each passes its own words.
import { useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { Dialog } from "radix-ui";
import { useReturnFocus } from "@/components/dialogs/use-return-focus";
import { Button } from "@/components/ui/button";

export type CropLabels = { title: string; hint: string; zoom: string; cancel: string; original: string; save: string };

type Props = {
  /** The image to crop (an object URL or our own file URL); the dialog is open while it is set. */
  image: string | null;
  labels: CropLabels;
  isBusy: boolean;
  onCancel: () => void;
  /** `area` is in the image's own pixels; null before the cropper has measured the image. */
  onSave: (area: Area | null) => void;
  onUseOriginal: () => void;
};

export function CropDialog({ image, labels, isBusy, onCancel, onSave, onUseOriginal }: Props) {
  // Opened from a file input (no radix trigger): focus goes back to the button that chose the file.
  const restoreFocus = useReturnFocus(image !== null);
  return (
    <Dialog.Root open={image !== null} onOpenChange={(open) => !open && !isBusy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content onCloseAutoFocus={restoreFocus} className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{labels.title}</Dialog.Title>
          <Dialog.Description className="sr-only">{labels.hint}</Dialog.Description>
          {/* A new image starts from the centre at zoom 1. */}
          {image && <CropArea key={image} image={image} labels={labels} isBusy={isBusy} onCancel={onCancel} onSave={onSave} onUseOriginal={onUseOriginal} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CropArea({ image, labels, isBusy, onCancel, onSave, onUseOriginal }: Omit<Props, "image"> & { image: string }) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <>
      <div className="relative mt-4 h-72 overflow-hidden rounded-lg bg-slate-900">
        <Cropper image={image} crop={crop} zoom={zoom} aspect={1} cropShape="round" onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={(_, pixels) => setArea(pixels)} />
      </div>
      <input type="range" min={1} max={3} step={0.05} value={zoom} aria-label={labels.zoom} onChange={(event) => setZoom(Number(event.target.value))} className="mt-4 w-full" />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={isBusy}>{labels.cancel}</Button>
        <Button variant="outline" onClick={onUseOriginal} disabled={isBusy}>{labels.original}</Button>
        <Button onClick={() => onSave(area)} disabled={isBusy}>{labels.save}</Button>
      </div>
    </>
  );
}
