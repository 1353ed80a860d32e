// Passwords are hashed with argon2id (@node-rs/argon2's default algorithm and recommended parameters).
import "server-only";
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still runs one argon2 verification against a throwaway hash, so an
 * unknown e-mail takes as long to refuse as a wrong password (no user enumeration by timing).
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash("no-such-user-password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
