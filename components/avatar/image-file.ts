// docs/product.md §5 avatar rule, checked in the browser for a friendly message before anything is sent; the server
// checks the content again (lib/server/services/files/store-user-image.ts).
const MAX_AVATAR_BYTES = 1024 * 1024;

export type ImageFileError = "typeError" | "sizeError";

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** The declared type, the size, then the first bytes: a text file renamed .png has an image type but no image
 * inside, and opening it in the crop dialog showed a black canvas instead of the spec's message. */
export async function imageFileError(file: Pick<File, "type" | "size" | "slice">): Promise<ImageFileError | null> {
  if (file.type !== "image/jpeg" && file.type !== "image/png") return "typeError";
  if (file.size >= MAX_AVATAR_BYTES) return "sizeError";
  const head = await readBytes(file.slice(0, PNG.length));
  return startsWith(head, JPEG) || startsWith(head, PNG) ? null : "typeError";
}

/** FileReader rather than Blob.arrayBuffer: it is in every browser we support and in the test DOM. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new Uint8Array(reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0)));
    reader.onerror = () => resolve(new Uint8Array(0));
    reader.readAsArrayBuffer(blob);
  });
}

/** A file name for an image blob, so the upload keeps a sensible extension. */
export const imageFileName = (blob: Blob, base = "avatar") => `${base}.${blob.type === "image/png" ? "png" : "jpg"}`;
