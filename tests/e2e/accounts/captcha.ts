// Image captchas are stored only as an HMAC of the answer. The journeys ask for a captcha like a person, then give
// the newest row a known answer, computed the way lib/server/auth/secret-hash.ts does, with the server's AUTH_SECRET.
import { createHmac } from "node:crypto";
import pg from "pg";

export async function setCaptchaAnswer(purpose: "SMS" | "DESTROY", target: string, answer: string): Promise<void> {
  const secret = process.env.AUTH_SECRET;
  const url = process.env.DATABASE_URL;
  if (!secret || !url) throw new Error("the accounts journeys need AUTH_SECRET and DATABASE_URL");
  const hash = createHmac("sha256", secret).update(["captcha", purpose, target, answer].join("\u0000")).digest("hex");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      `UPDATE "Captcha" SET "answerHash" = $1 WHERE id = (SELECT id FROM "Captcha" WHERE purpose = $2 AND target = $3 ORDER BY "createdAt" DESC LIMIT 1)`,
      [hash, purpose, target],
    );
    if (result.rowCount !== 1) throw new Error(`no ${purpose} captcha for ${target}`);
  } finally {
    await client.end();
  }
}

export async function userIdOf(email: string): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email]);
    const id = result.rows[0]?.id;
    if (!id) throw new Error(`no user ${email}`);
    return id;
  } finally {
    await client.end();
  }
}
