// Any /api path without its own route: a JSON 404 in the envelope rather than the HTML not-found page.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { createHandler } from "@/lib/server/api/handler";

export const unknownEndpoint = createHandler({ auth: "none" }, ({ req }) => {
  throw new AppError("NOT_FOUND", { message: `Unknown API endpoint: ${req.method} ${req.nextUrl.pathname}` });
});
