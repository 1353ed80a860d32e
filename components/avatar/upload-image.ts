// POST /api/upload (Chinese site) or /api/uploadR2 (other locales), multipart `file` (docs/product.md §7 Files):
// data.url.
import { uploadImageFile } from "@/lib/client/api-client/upload-client";
import { imageFileName } from "./image-file";

export async function uploadImage(image: Blob, locale: string, fileName = imageFileName(image)): Promise<string> {
  const body = new FormData();
  body.set("file", image, fileName);
  const { url } = await uploadImageFile(body, locale);
  return url;
}
