// A new account with its initial gifts (docs/product.md §9): 5,000 AI tokens, and a 500-cent voucher for an invitee, in
// the currency of the language they signed up in (yuan unless known: SPEC's default; issue 20). Balances move only with
// their ledger row, in one transaction (DESIGN §4).
import "server-only";
import type { UserType } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { Currency } from "@/lib/shared/pricing/plans";
import { creditBalance } from "@/lib/server/services/ledger/credit-balance";
import { grantTokens } from "@/lib/server/services/ledger/grant-tokens";

export const INITIAL_TOKENS = 5_000;
const INVITEE_VOUCHER_CENTS = 500;

type OAuthIdentity = { provider: string; providerAccountId: string };
type Input = {
  nickName: string;
  type: UserType;
  email?: string;
  passwordHash?: string;
  cellphone?: string;
  avatar?: string;
  inviterId?: string;
  oauth?: OAuthIdentity;
  /** When the new user agreed to the Terms and the Privacy Policy (lib/server/services/auth/accept-terms.ts). */
  termsAcceptedAt?: Date;
  /** The invitee voucher's currency. */
  voucherCurrency?: Currency;
};

export async function createUserWithGifts({
  inviterId,
  oauth,
  voucherCurrency = "CNY",
  ...fields
}: Input): Promise<{ id: string; sessionVersion: number }> {
  const inviter = inviterId ? await db.user.findUnique({ where: { id: inviterId }, select: { id: true } }) : null;
  const voucher = inviter ? INVITEE_VOUCHER_CENTS : 0;
  return db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: { ...fields, inviterId: inviter?.id ?? null },
      select: { id: true, sessionVersion: true },
    });
    if (oauth) await tx.account.create({ data: { userId: user.id, type: "oauth", ...oauth } });
    await grantTokens({ userId: user.id, type: "INITIAL", amount: INITIAL_TOKENS, reference: user.id }, tx);
    if (voucher > 0) {
      const gift = { userId: user.id, type: "INITIAL", currency: voucherCurrency, amountCents: voucher } as const;
      await creditBalance(tx, { ...gift, reference: user.id });
    }
    return user;
  });
}
