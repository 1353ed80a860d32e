// Without SMTP (or an SMS provider), messages are written as JSON files to <DATA_DIR>/outbox so that a person
// running the product locally can read a code on /dev/outbox. One file per message; names sort by time.
import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { env } from "@/lib/server/env";

const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(["mail", "sms"]),
  to: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  html: z.string().optional(),
  createdAt: z.string(),
});

export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

const outboxDir = (): string => path.resolve(env().DATA_DIR, "outbox");

export async function writeOutboxMessage(message: Omit<TOutboxMessage, "id" | "createdAt">): Promise<TOutboxMessage> {
  const createdAt = new Date();
  const stored: TOutboxMessage = { ...message, id: randomUUID(), createdAt: createdAt.toISOString() };
  await mkdir(outboxDir(), { recursive: true });
  const name = `${createdAt.getTime().toString().padStart(15, "0")}-${stored.id}.json`;
  await writeFile(path.join(outboxDir(), name), JSON.stringify(stored, null, 2), "utf8");
  return stored;
}

/** Newest first. */
export async function readOutbox(limit = 100): Promise<TOutboxMessage[]> {
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse()
    .slice(0, limit);
  const messages = await Promise.all(
    newest.map(async (name) =>
      ZOutboxMessage.safeParse(JSON.parse(await readFile(path.join(outboxDir(), name), "utf8"))),
    ),
  );
  return messages.flatMap((parsed) => (parsed.success ? [parsed.data] : []));
}
