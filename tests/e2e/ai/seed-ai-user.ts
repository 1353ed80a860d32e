// A signed-in user for the AI creator journeys, with the sign-up gift of tokens as sign-up writes it (balance and its
// ledger row), or with none at all.
import type { BrowserContext } from "@playwright/test";
import { editorDb, seedEditorUser, signIn } from "../editor/session";

export const SIGN_UP_TOKENS = 5_000;

export async function seedAiUser(context: BrowserContext, baseURL: string, tokens: number = SIGN_UP_TOKENS) {
  const user = await seedEditorUser();
  if (tokens > 0) {
    await editorDb().$transaction([
      editorDb().user.update({ where: { id: user.id }, data: { tokenBalance: tokens } }),
      editorDb().tokenRecord.create({
        data: {
          userId: user.id,
          type: "INITIAL",
          operation: "ADD",
          amount: tokens,
          balanceAfter: tokens,
          reference: user.id,
        },
      }),
    ]);
  }
  await signIn(context, baseURL, user);
  return user;
}
