"use client";
// The hidden file input behind an avatar's upload button (editor photo, settings avatar): JPEG or PNG, one file, and
// emptied after each choice so the same file can be chosen again.
import type { Ref } from "react";

type Props = {
  ref: Ref<HTMLInputElement>;
  label: string;
  /** -1 where the visible button is the only stop for the keyboard (the editor). */
  tabIndex?: number;
  onFile: (file: File) => void;
};

export function ImageFileInput({ ref, label, tabIndex, onFile }: Props) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/jpeg,image/png"
      className="sr-only"
      tabIndex={tabIndex}
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = "";
        if (file) onFile(file);
      }}
    />
  );
}
