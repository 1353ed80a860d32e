// Whole-account set-ups used by several test files.
import { POST as signUp } from "@/app/api/users/route";
import { POST as verifyEmail } from "@/app/api/users/verifyEmail/route";
import { call, lastCodeFor, solvedAltcha, tokenOf, uniqueEmail } from "./helpers";

export const PASSWORD = "Secret123";

export async function signUpVerified(
  label: string,
  extra: { inviterID?: string; name?: string } = {},
): Promise<{ email: string; token: string; userId: string }> {
  const email = uniqueEmail(label);
  const created = await call(signUp, "POST", "/api/users", {
    body: { name: extra.name ?? label, email, password: PASSWORD, altcha: await solvedAltcha(), ...extra },
  });
  if (created.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(created.json)}`);
  const verified = await call(verifyEmail, "POST", "/api/users/verifyEmail", {
    body: { email, veriCode: await lastCodeFor(email) },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.json)}`);
  const { decodeSessionToken } = await import("@/lib/server/auth/get-session");
  const session = await decodeSessionToken(tokenOf(verified));
  return { email, token: tokenOf(verified), userId: session?.userId ?? "" };
}
