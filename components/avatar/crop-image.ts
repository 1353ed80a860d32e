import type { Area } from "react-easy-crop";

/** The cropped square as an image of the source's type (JPEG or PNG), drawn on a canvas in the browser. */
export async function cropImage(source: Blob, area: Area, size = 400): Promise<Blob> {
  const bitmap = await createImageBitmap(source);
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, size, size);
  bitmap.close();
  const type = source.type === "image/png" ? "image/png" : "image/jpeg";
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("crop failed"))), type, 0.9),
  );
}
