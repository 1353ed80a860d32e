// GET /api/generateResumeByStream?processId&aiProvider (docs/product.md §7).
import { z } from "zod";
import { ZAiProvider } from "./check-profession-body";

export const ZGenerateStreamQuery = z.object({
  processId: z.string({ error: "processId is required" }).trim().min(1, { error: "processId is required" }).max(64),
  aiProvider: ZAiProvider,
});
