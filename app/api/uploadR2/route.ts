// POST /api/uploadR2 – the English site's name for POST /api/upload; same behaviour and storage.
export { POST } from "@/app/api/upload/route";
