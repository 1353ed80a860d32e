// Typed calls of signing up and in (docs/api.md "Accounts"), over the shared apiFetch: the forms pass their values as
// the route's schema takes them, the answers are the shared DTOs. One function per call, so a page carries only the
// calls it makes.
import type { z } from "zod";
import type { Locale } from "@/i18n/routing";
import type { ZEmailOnly, ZResetPassword, ZVerifyEmail } from "@/lib/shared/validations/auth/email-code";
import type { ZGenVeriCode, ZPhoneLogin } from "@/lib/shared/validations/auth/phone";
import type { ZSignIn } from "@/lib/shared/validations/auth/sign-in";
import type { ZSignUp } from "@/lib/shared/validations/auth/sign-up";
import type { ZUnlockSignIn } from "@/lib/shared/validations/auth/unlock-sign-in";
import type { InviterCheck, SignedInDto } from "@/lib/shared/validations/users/user-dto";
import { apiFetch, apiPost } from "./api-fetch";

/** docs/product.md §2: the Chinese site signs in at /api/login, the English one at /api/signin (same behaviour). */
export const signIn = (body: z.input<typeof ZSignIn>, locale: Locale) =>
  apiPost<SignedInDto>(locale === "zh" ? "/api/login" : "/api/signin", body, locale);

export const signUp = (body: z.input<typeof ZSignUp>, locale: Locale) =>
  apiPost<{ email: string }>("/api/users", body, locale);

export const signInByPhone = (body: z.input<typeof ZPhoneLogin>, locale: Locale) =>
  apiPost<SignedInDto>("/api/users/loginByPhoneNumber", body, locale);

export const sendPhoneCode = (body: z.input<typeof ZGenVeriCode>, locale: Locale) =>
  apiPost<null>("/api/users/genVeriCode", body, locale);

export const verifyEmail = (body: z.input<typeof ZVerifyEmail>, locale: Locale) =>
  apiPost<SignedInDto>("/api/users/verifyEmail", body, locale);

export const sendVerifyEmail = (body: z.input<typeof ZEmailOnly>, locale: Locale) =>
  apiPost<null>("/api/users/sendVerifyEmail", body, locale);

export const forgetPassword = (body: z.input<typeof ZEmailOnly>, locale: Locale) =>
  apiPost<null>("/api/users/forgetPassword", body, locale);

export const resetPassword = (body: z.input<typeof ZResetPassword>, locale: Locale) =>
  apiPost<SignedInDto>("/api/users/resetPassword", body, locale);

export const unlockSignIn = (body: z.input<typeof ZUnlockSignIn>, locale: Locale) =>
  apiPost<null>("/api/users/unlockSignIn", body, locale);

export const checkInviter = (inviterId: string, signal?: AbortSignal) =>
  apiFetch<InviterCheck>(`/api/user/checkInviter?inviter=${encodeURIComponent(inviterId)}`, { signal });
