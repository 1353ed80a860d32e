// POST /api/upload (Chinese site) or /api/uploadR2 (other locales), multipart `file` (SPEC §7 Files): data.url.
import { apiFetch } from "@/lib/api-client/api-fetch";
import { imageFileName } from "./image-file";

export async function uploadImage(image: Blob, locale: string, fileName = imageFileName(image)): Promise<string> {
  const body = new FormData();
  body.set("file", image, fileName);
  const { url } = await apiFetch<{ url: string }>(locale === "zh" ? "/api/upload" : "/api/uploadR2", {
    method: "POST",
    body,
  });
  return url;
}
