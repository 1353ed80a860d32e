// Self-hosted proof of work (ALTCHA v2 protocol, altcha-lib). Parameters are chosen so that a browser solves a
// challenge in about a second (docs/decisions.md, "Bot challenge"); verification takes 1–2 ms. A v2 solution can be
// verified from the signed challenge alone, so each accepted challenge's nonce is remembered in SpentChallenge until
// it expires: one solve buys one request.
import "server-only";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { Prisma } from "@/generated/prisma/client";
import { hashSecret } from "@/lib/server/auth/secret-hash";
import { db } from "@/lib/server/db";

const ALTCHA_ALGORITHM = "PBKDF2/SHA-256";
const ALTCHA_COST = 100;
const ALTCHA_COUNTER_RANGE = [1_500, 4_500] as const;
const CHALLENGE_TTL_MS = 10 * 60 * 1000;

const secrets = () => ({
  hmacSignatureSecret: hashSecret(["altcha-signature"]),
  hmacKeySignatureSecret: hashSecret(["altcha-key"]),
});

export async function createAltchaChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_COST,
    counter: randomInt(ALTCHA_COUNTER_RANGE[1], ALTCHA_COUNTER_RANGE[0]),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    ...secrets(),
  });
}

const ZAltchaPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string().min(8).max(128),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().optional(),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(1024),
    time: z.number().optional(),
  }),
});

function decodePayload(payload: string): z.infer<typeof ZAltchaPayload> | null {
  try {
    const parsed = ZAltchaPayload.safeParse(JSON.parse(Buffer.from(payload, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** True once per solved, unexpired, correctly signed challenge. */
export async function verifyAltchaPayload(payload: string): Promise<boolean> {
  const decoded = decodePayload(payload);
  if (!decoded || decoded.challenge.parameters.algorithm !== ALTCHA_ALGORITHM) return false;
  const challenge = decoded.challenge as Challenge;
  const result = await verifySolution({ challenge, solution: decoded.solution, deriveKey, ...secrets() }).catch(
    () => null,
  );
  if (!result?.verified) return false;
  const expiresAt = new Date((challenge.parameters.expiresAt ?? Date.now() / 1000 + CHALLENGE_TTL_MS / 1000) * 1000);
  try {
    await db.spentChallenge.create({ data: { nonce: challenge.parameters.nonce, expiresAt } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return false;
    throw error;
  }
  // Keep the table small; the index on expiresAt makes this cheap.
  await db.spentChallenge.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return true;
}
