// Issue 21 item 3: every new resume (blank, template, example, AI creator, upload, import, copy) starts with the
// account's name, e-mail and phone wherever its basic info has none, so nobody retypes what we already know and a
// document's own values (an upload's parsed e-mail, a copy's name) are never overwritten. createResumeForUser, the
// one way a resume row is born, applies it.
import "server-only";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";

export type AccountContact = { nickName: string; email: string | null; cellphone: string | null };

// Names we made up rather than the person gave: a phone account's "用户1234" (login-by-phone.ts) and an OAuth
// identity without a name, named after its provider or, for WeChat, "微信用户" (sign-in-with-oauth.ts). Neither
// belongs on a resume.
const OAUTH_PROVIDER_NAMES = new Set(["google", "github", "微信用户"]);
function isGivenName(account: AccountContact): boolean {
  const name = account.nickName.trim();
  if (!name || OAUTH_PROVIDER_NAMES.has(name)) return false;
  return !(account.cellphone && name === `用户${account.cellphone.slice(-4)}`);
}

export function applyAccountContact(data: TResumeData, account: AccountContact): TResumeData {
  const info = data.basicInfo;
  const filled = {
    ...info,
    name: info.name.trim() || (isGivenName(account) ? account.nickName.trim() : ""),
    email: info.email.trim() || (account.email ?? ""),
    cellphone: info.cellphone.trim() || (account.cellphone ?? ""),
  };
  const unchanged = filled.name === info.name && filled.email === info.email && filled.cellphone === info.cellphone;
  return unchanged ? data : { ...data, basicInfo: filled };
}
