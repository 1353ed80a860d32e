// A parse stream's claim (claim-ai-task.ts), not counted against the user's running AI tasks. Its input is read as the
// JSON text it is stored as: up to 4 MiB of it, and decoding and checking it here took a few hundred milliseconds of
// the event loop every user shares, so the parser's thread decodes and checks it instead (issue 20 item 1).
import "server-only";
import { z } from "zod";
import { claimAiTask, type TAiTaskClaim } from "@/lib/server/services/ai-tasks/claim-ai-task";
import { parseEvents } from "@/lib/shared/validations/resume-parse/parse-events";

const ZClaimedParseInput = z.object({ templateName: z.string(), contentJson: z.string() });

/** A claimed task's input: the template, and the content as JSON text. */
export type TClaimedParseInput = z.infer<typeof ZClaimedParseInput>;

export function claimParseTask(
  userId: string,
  taskId: string,
): Promise<TAiTaskClaim<TClaimedParseInput, typeof parseEvents>> {
  return claimAiTask({
    events: parseEvents,
    userId,
    taskId,
    kind: "PARSE",
    needsSlot: false,
    readInput: async (tx, id) => {
      const [row] = await tx.$queryRaw<{ templateName: string | null; contentJson: string | null }[]>`
        SELECT input->>'templateName' AS "templateName", (input->'content')::text AS "contentJson"
        FROM "AiTask" WHERE id = ${id}`;
      return ZClaimedParseInput.parse(row);
    },
  });
}
