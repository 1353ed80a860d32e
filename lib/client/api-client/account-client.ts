// Typed calls of a signed-in user's account (docs/api.md "Accounts" and "Settings"), over the shared apiFetch: the
// current user, profile, password, email, phone, sessions, signing out and deleting the account. One function per
// call, so a page carries only the calls it makes.
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import type { TUpdateUserBody } from "@/lib/shared/validations/auth/update-user";
import type { ZPhoneCode, ZUnregister } from "@/lib/shared/validations/auth/phone";
import type { SessionListItem } from "@/lib/shared/validations/sessions/session-dto";
import type {
  ZChangePassword,
  ZConfirmEmailChange,
  ZRequestEmailChange,
} from "@/lib/shared/validations/users/account-changes";
import type { SignedInDto, UserDto } from "@/lib/shared/validations/users/user-dto";
import { apiFetch, apiPost } from "./api-fetch";

export const getCurrentUser = () => apiFetch<UserDto>("/api/user/current");

/** docs/product.md §7: clears the session cookie. */
export const signOut = () => apiFetch<null>("/api/logout");

export const updateUser = (userId: string, body: TUpdateUserBody, locale: Locale) =>
  apiFetch<UserDto>(`/api/users/${encodeURIComponent(userId)}`, { method: "PATCH", body, locale });

export const bindPhoneNumber = (body: z.input<typeof ZPhoneCode>, locale: Locale) =>
  apiPost<UserDto>("/api/users/bindPhoneNumber", body, locale);

export const changePassword = (body: z.input<typeof ZChangePassword>, locale: Locale) =>
  apiPost<SignedInDto>("/api/user/password", body, locale);

export const requestEmailChange = (body: z.input<typeof ZRequestEmailChange>, locale: Locale) =>
  apiPost<null>("/api/user/email", body, locale);

export const confirmEmailChange = (body: z.input<typeof ZConfirmEmailChange>, locale: Locale) =>
  apiPost<UserDto>("/api/user/email/confirm", body, locale);

export const listSessions = (locale: Locale, signal?: AbortSignal) =>
  apiFetch<{ data: SessionListItem[]; count: number }>("/api/users/sessions", { locale, signal });

export const endSession = (sessionId: string, locale: Locale) =>
  apiFetch<null>(`/api/users/sessions/${encodeURIComponent(sessionId)}`, { method: "DELETE", locale });

/** Ends every other session; this browser is signed in again with the answer. */
export const endAllSessions = (locale: Locale) =>
  apiFetch<SignedInDto>("/api/users/logoutAll", { method: "POST", locale });

export const deleteAccount = (body: z.input<typeof ZUnregister>, locale: Locale) =>
  apiPost<null>("/api/users/unregister", body, locale);
