// Seeded examples have no cover until their first page is rendered (SPEC: every cover comes from the real
// template). After start, render the missing ones one at a time, so the PDF queue is never flooded and a
// visitor's download always finds room; the first failure (no browser on this machine, say) stops the run and is
// logged, and the next start tries again. Until then the API shows the cover of the example's template.
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { Logger } from "@/lib/server/logger";

type RenderCover = (resumeId: string) => Promise<unknown>;

/** Returns how many covers were rendered. */
export async function renderExampleCovers(
  render: RenderCover,
  log: Logger,
  client: PrismaClient = db,
): Promise<number> {
  const missing = await client.example.findMany({
    where: { coverImg: null, resume: { coverImg: null, deletedAt: null } },
    select: { resumeId: true },
    orderBy: [{ used: "desc" }, { id: "asc" }],
  });
  let rendered = 0;
  for (const { resumeId } of missing) {
    try {
      await render(resumeId);
      rendered += 1;
    } catch (error) {
      log.warn(
        { err: error, resumeId, rendered, remaining: missing.length - rendered },
        "example cover rendering stopped",
      );
      break;
    }
  }
  if (missing.length > 0 && rendered === missing.length) log.info({ rendered }, "example covers rendered");
  return rendered;
}
