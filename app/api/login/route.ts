// POST /api/login – the Chinese site's name for POST /api/signin; same behaviour.
export { POST } from "@/app/api/signin/route";
