// The user as docs/product.md §3/§7 names it (mapped by lib/server/services/users/to-user-dto.ts). isValid: membership active
// (lifetime and admin count as premium, docs/product.md §6).
export type UserDto = {
  _id: string;
  userName: string | null;
  nickName: string;
  avatar: string | null;
  cellphone: string | null;
  email: string | null;
  role: "admin" | "user";
  type: "email" | "oauth" | "phone" | "wechat";
  isValid: boolean;
  isVip: boolean;
  valiTo: string | null;
  /** Yuan voucher balance in cents (SPEC `balance`; CNY, the default currency). */
  balance: number;
  /** Voucher balance per currency, in cents: a voucher pays only orders of its own currency (issue 20). */
  balances: { CNY: number; USD: number };
  token: number;
  /** Whether the account has a password (settings: "change password", else a link to set one). Not in SPEC. */
  hasPassword: boolean;
  /** Settings: the resume's data goes inside its PDFs as resume.json (issue 25 item 4). Not in SPEC. */
  embedResumeData: boolean;
};

/** Every sign-in call's answer (docs/product.md §7: `data.token`); the same token is set as the session cookie. */
export type SignedInDto = { token: string };

/** docs/product.md §3 "Inviter check result": who invited me, shown on /signup?inviter=. */
export type InviterCheck = { isValid: boolean; nickName: string | null; avatar: string | null };
