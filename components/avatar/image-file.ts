// SPEC §5 avatar rule, checked in the browser for a friendly message before anything is sent; the server checks the
// content again (lib/services/files/store-user-image.ts).
export const MAX_AVATAR_BYTES = 1024 * 1024;

export type ImageFileError = "typeError" | "sizeError";

export function imageFileError(file: Pick<File, "type" | "size">): ImageFileError | null {
  if (file.type !== "image/jpeg" && file.type !== "image/png") return "typeError";
  if (file.size >= MAX_AVATAR_BYTES) return "sizeError";
  return null;
}

/** A file name for an image blob, so the upload keeps a sensible extension. */
export const imageFileName = (blob: Blob, base = "avatar") => `${base}.${blob.type === "image/png" ? "png" : "jpg"}`;
