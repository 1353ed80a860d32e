// Solves an ALTCHA v2 challenge (PBKDF2/SHA-256) in pure JavaScript, for browsers without Web Crypto: crypto.subtle
// exists only in a secure context (https, or localhost), so on plain http at a LAN address the ALTCHA widget refuses
// to start and nobody could sign up or sign in. Loaded only there (components/auth/altcha-fallback.tsx): the first
// load of the sign-in pages stays within its budget. The answer is the payload the widget would submit.
import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { solveChallenge, type Challenge } from "altcha-lib";
import { apiResponse } from "@/lib/client/api-client/api-fetch";

const SUPPORTED_ALGORITHM = "PBKDF2/SHA-256";
// Each derivation is short (ALTCHA_COST = 100 rounds); between them the page gets the main thread back this often,
// so typing into the form stays smooth while the check runs (about 1-3 s on a phone).
const YIELD_EVERY_MS = 16;

export async function solveAltchaWithoutWebCrypto(challengeUrl: string, signal: AbortSignal): Promise<string> {
  // GET /api/altcha answers the bare challenge (Cache-Control: no-store), not the envelope: read the Response itself.
  const challenge = (await (await apiResponse(challengeUrl, { signal })).json()) as Challenge;
  if (challenge.parameters.algorithm !== SUPPORTED_ALGORITHM)
    throw new Error(`unsupported algorithm ${challenge.parameters.algorithm}`);
  let lastYield = performance.now();
  const controller = new AbortController();
  signal.addEventListener("abort", () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge,
    controller,
    deriveKey: async (parameters, salt, password) => {
      if (performance.now() - lastYield > YIELD_EVERY_MS) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        lastYield = performance.now();
      }
      return { derivedKey: pbkdf2(sha256, password, salt, { c: parameters.cost, dkLen: parameters.keyLength ?? 32 }) };
    },
  });
  if (!solution) throw new Error(signal.aborted ? "aborted" : "no solution found");
  return btoa(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  );
}
